import type { MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router';

/**
 * Lets the router follow a click on a same-origin link inside static (prerendered) markup,
 * as a <Link> would: a plain left click only, so new-tab and download clicks stay native.
 * Links to other sites and `target="_blank"` links are left to the browser.
 */
export function followStaticLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || !event.currentTarget.contains(link) || link.hasAttribute('download')) return;
  // A bare "#" is a placeholder (an account that does not exist yet): it goes nowhere.
  if (link.getAttribute('href') === '#') return event.preventDefault();
  if ((link.target && link.target !== '_self') || link.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}
