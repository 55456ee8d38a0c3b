import { useEffect } from 'react';

/** Sets the document title so every screen has a distinct, meaningful tab and history entry. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Ascend Chess`;
  }, [title]);
}
