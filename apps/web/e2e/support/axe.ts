import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has loaded what it shows (nothing marked aria-busy) and its entrance
 * transitions have finished (endless animations aside), so axe reads the screen the learner
 * reads, with colours as they see them. The journeys run with reduced motion (the config),
 * where the app's transitions last 1 ms.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"]') === null &&
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
  );
}

/**
 * Fails on any serious or critical WCAG 2.1 AA problem axe finds on the page as it is now, or
 * only inside `include` (a CSS selector), e.g. a dialog whose dimmed background is another screen.
 */
export async function expectNoSeriousA11yProblems(page: Page, include?: string): Promise<void> {
  await settled(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

/** Fails on any WCAG 2.1 AA problem axe finds, whatever its impact (the app's own screens). */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const scan = () =>
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  await settled(page);
  const results = await scan();
  expect(
    results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
