/**
 * `node --import tsx scripts/render-app-icons.ts`: draws the installable app's icons
 * (apps/web/public/icons, named in apps/web/app/lib/pwa/web-manifest.ts) from the brand mark,
 * apps/web/public/favicon.svg, with Debian's chromium. Run it again when the mark changes and
 * commit the PNGs.
 *
 * - icon-192.png, icon-512.png: the mark as it is (a rounded green tile, transparent corners);
 * - icon-maskable-512.png: a full green square with the bike scaled into the safe circle (a
 *   radius of 40% of the side), so a launcher's round, squircle or square mask crops background only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The bike's strokes span about x 4–28, y 9–26 of the 32-unit mark: 0.72 around its middle fits the circle. */
const maskable = mark
  .replace(/ rx="9"/, '')
  .replace(/<g fill="none"/, '<g transform="translate(16 16) scale(0.72) translate(-16 -17.5)" fill="none"');
if (maskable === mark) throw new Error('favicon.svg changed shape: update render-app-icons.ts');

const icons = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const { file, svg, size } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: true });
    console.log(`apps/web/public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
