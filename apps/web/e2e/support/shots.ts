import type { Page, TestInfo } from '@playwright/test';

/** Saves a review screenshot when SHOTS_DIR is set (e.g. SHOTS_DIR=/tmp/shots); a no-op otherwise. */
export async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-${info.project.name}.png` });
}
