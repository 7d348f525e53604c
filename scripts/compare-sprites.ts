// Compares the tile sprites of the working tree with those of a git revision, pixel by pixel in
// Chromium, face by face: for a change to how the art is drawn that should not change the pictures.
// Usage: npx tsx scripts/compare-sprites.ts [revision, default HEAD] [scale, default 4] [out dir]
// Prints, for each sprite, the pixels of each face that differ by more than a quarter of the range
// in a channel; with an out dir, writes each sprite's picture with those pixels marked in yellow.
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SPRITE_COLUMNS } from '../src/ui/tiles/tile-images';
import { findBrowser } from './ensure-browser';

const [revision = 'HEAD', scaleText = '4', outDir] = process.argv.slice(2);
const scale = Number(scaleText);
// Simplified's rows, then Hong Kong's (tiles-hant-<row>.svg), each in the order of its rows.
const spriteOrder = (name: string): number =>
  (name.includes('hant') ? 1000 : 0) + parseInt(/\d+/.exec(name)?.[0] ?? '0', 10);
const sprites = readdirSync('src/ui/tiles')
  .filter((f) => /^tiles-(?:hant-)?\d+\.svg$/.test(f))
  .sort((a, b) => spriteOrder(a) - spriteOrder(b));

const browser = await chromium.launch({ executablePath: findBrowser() ?? undefined });
try {
  const page = await browser.newPage();
  // tsx keeps function names by wrapping them in __name(), which the page does not have.
  await page.evaluate('window.__name = (f) => f');
  const atRevision = new Set(
    execFileSync('git', ['ls-tree', '--name-only', `${revision}:src/ui/tiles`], { encoding: 'utf8' }).split(
      '\n',
    ),
  );
  for (const name of sprites) {
    if (!atRevision.has(name)) {
      console.log(`${name}: new since ${revision}, nothing to compare with`);
      continue;
    }
    const before = execFileSync('git', ['show', `${revision}:src/ui/tiles/${name}`], { encoding: 'utf8' });
    const after = readFileSync(`src/ui/tiles/${name}`, 'utf8');
    const result = (await page.evaluate(
      `(${compareInPage.toString()})(${JSON.stringify([before, after, scale, SPRITE_COLUMNS])})`,
    )) as { perFace: number[]; png: string };
    console.log(`${name}: pixels off by more than 64, face by face: ${result.perFace.join(', ')}`);
    if (outDir)
      writeFileSync(
        `${outDir}/${name.replace('.svg', '.png')}`,
        Buffer.from(result.png.split(',')[1] ?? '', 'base64'),
      );
  }
} finally {
  await browser.close();
}

async function compareInPage([before, after, s, columns]: [string, string, number, number]): Promise<{
  perFace: number[];
  png: string;
}> {
  const load = (svg: string) =>
    new Promise<HTMLImageElement>((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = reject;
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    });
  const [a, b] = await Promise.all([load(before), load(after)]);
  const width = a.naturalWidth * s;
  const height = a.naturalHeight * s;
  const pixels = (image: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0, width, height);
    return context.getImageData(0, 0, width, height);
  };
  const pa = pixels(a).data;
  const marked = pixels(b);
  const pb = marked.data;
  const perFace = new Array<number>(columns).fill(0);
  for (let k = 0; k < pa.length; k += 4) {
    let off = 0;
    for (let c = 0; c < 4; c++) off = Math.max(off, Math.abs((pa[k + c] ?? 0) - (pb[k + c] ?? 0)));
    if (off <= 64) continue;
    perFace[Math.min(columns - 1, Math.floor(((k / 4) % width) / (width / columns)))]! += 1;
    pb.set([255, 230, 0, 255], k);
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.putImageData(marked, 0, 0);
  return { perFace, png: canvas.toDataURL('image/png') };
}
