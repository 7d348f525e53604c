// Renders the app icons (scripts/icon.svg.ts) to the PNGs the manifest lists, in Chromium, then
// quantizes them with pngquant at 90-100 quality (no difference to see; the precached two 1.9 kB less
// gzip). Run after changing the drawing: npx tsx scripts/make-icons.ts (needs Debian's `pngquant`).
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { iconSvg } from './icon.svg';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
const outputs: Array<[string, number, boolean]> = [
  ['public/icons/icon-192.png', 192, false],
  ['public/icons/icon-512.png', 512, false],
  ['public/icons/icon-maskable-512.png', 512, true],
  ['public/icons/apple-touch-icon-180.png', 180, true],
];
for (const [path, size, maskable] of outputs) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${iconSvg(size, maskable)}</body></html>`,
  );
  writeFileSync(
    path,
    await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }),
  );
  // A palette of at most 256 colours, chosen so that nothing changes to the eye.
  execFileSync('pngquant', [
    '--quality=90-100',
    '--speed',
    '1',
    '--strip',
    '--force',
    '--output',
    path,
    path,
  ]);
}
writeFileSync('public/favicon.svg', iconSvg(64, false));
await browser.close();
