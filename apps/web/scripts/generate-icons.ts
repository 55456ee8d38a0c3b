// Renders the app icons (PNG) from public/logo.svg with the Chromium the browser tests use, since
// no image library is installed. Run after changing the logo and commit the result:
//   npx tsx apps/web/scripts/generate-icons.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = readFileSync(path.join(web, 'public/logo.svg'), 'utf8');
const BRAND = '#1e7f3b';

/** Plain icons fill the square; maskable ones keep the logo inside the 80% safe zone. */
const icons = [
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'maskable-192.png', size: 192, maskable: true },
  { name: 'maskable-512.png', size: 512, maskable: true },
  { name: 'apple-touch-icon.png', size: 180, maskable: true },
  { name: 'favicon-48.png', size: 48, maskable: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const icon of icons) {
  const inner = icon.maskable ? Math.round(icon.size * 0.8) : icon.size;
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<html><body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.maskable ? BRAND : 'transparent'}">
      <div style="width:${inner}px;height:${inner}px">${logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div>
    </body></html>`,
  );
  await page.screenshot({
    path: path.join(web, 'public/icons', icon.name),
    omitBackground: !icon.maskable,
  });
}
await browser.close();
console.log(`wrote ${icons.length} icons to apps/web/public/icons`);
