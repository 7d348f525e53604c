/// <reference types="node" />
// The sprite the app shows is the art's own print, and every token finds its face in it.
import { render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BONUS_TOKENS, TILE_TOKENS } from '../../core/tiles';
import { TileFace } from './TileFace';
import {
  BLANK_TILE,
  isWritten,
  SPRITE_COLUMNS,
  spriteRows,
  TILE_IMAGE_NAMES,
  tileFaceClass,
  tileFacesCss,
  tileImageName,
  traditionalRows,
} from './tile-images';
import { svgDataUrl } from './svg-data-url';
import { tileSpriteSvgs, traditionalSpriteSvgs } from './tile-svg';

// Read from the files themselves (vitest hands a test an imported stylesheet as empty text).
const committed = (name: string): string => readFileSync(`${process.cwd()}/src/ui/tiles/${name}`, 'utf8');

const rowOf = (name: string): number => spriteRows().findIndex((row) => row.includes(name));

const facesCss = (): string => tileFacesCss(tileSpriteSvgs(), traditionalSpriteSvgs());

/** The sprite a rule of tile-faces.css shows behind `selector`, read back from its data: URL. */
function spriteBehind(css: string, selector: string): string | undefined {
  for (const [, selectors, text] of css.matchAll(
    /([^{}\n]+)\{background-image:url\("data:image\/svg\+xml,([^"]*)"\)\}/g,
  ))
    if (selectors!.split(',').includes(selector)) return decodeURIComponent(text!.replace(/'/g, '"'));
  return undefined;
}

/** Where a face is in its sprite (tile-faces.css). */
const placeOf = (css: string, name: string): string | undefined =>
  new RegExp(`\\.tile-${name}\\{background-position:([^}]*)\\}`).exec(css)?.[1];

describe('tile sprite', () => {
  it('tiles-<row>.svg, tiles-hant-<row>.svg and tile-faces.css are what scripts/make-tiles.ts writes now (run it after changing the art)', () => {
    const sprites = tileSpriteSvgs();
    const traditional = traditionalSpriteSvgs();
    expect(
      readdirSync(`${process.cwd()}/src/ui/tiles`)
        .filter((f) => /^tiles-(?:hant-)?\d+\.svg$/.test(f))
        .sort(),
    ).toEqual(
      [
        ...sprites.map((_, row) => `tiles-${row}.svg`),
        ...traditional.map(({ row }) => `tiles-hant-${row}.svg`),
      ].sort(),
    );
    sprites.forEach((svg, row) => expect(committed(`tiles-${row}.svg`), `tiles-${row}.svg`).toBe(svg));
    for (const { row, svg } of traditional)
      expect(committed(`tiles-hant-${row}.svg`), `tiles-hant-${row}.svg`).toBe(svg);
    expect(committed('tile-faces.css')).toBe(tileFacesCss(sprites, traditional));
  });

  it('gives Hong Kong its own sprite for exactly the faces with Chinese characters, each in the place of its face', () => {
    const hasHan = (markup: string) => /\p{Script=Han}/u.test(markup);
    // isWritten is what the art draws: a face is written when its picture holds a Chinese character.
    const cells = tileSpriteSvgs().flatMap((svg) => svg.split('<svg x="').slice(1));
    expect(cells.map(hasHan)).toEqual(TILE_IMAGE_NAMES.map(isWritten));
    expect(TILE_IMAGE_NAMES.filter(isWritten)).toHaveLength(9 + 4 + 3 + 12);

    const rows = spriteRows();
    for (const { row, svg } of traditionalSpriteSvgs()) {
      const names = traditionalRows().find((r) => r.row === row)!.names;
      const drawn = [...svg.matchAll(/<svg x="(\d+)"/g)].map((m) => rows[row]![Number(m[1]) / 60]);
      expect(drawn, `tiles-hant-${row}.svg`).toEqual(names);
      expect(svg).toContain('lang="zh-Hant-HK"');
    }
    expect(traditionalSpriteSvgs().map(({ row }) => row)).toEqual(
      rows.flatMap((row, r) => (row.some(isWritten) ? [r] : [])),
    );
    expect(
      traditionalSpriteSvgs().find(({ row }) => row === rows.findIndex((r) => r.includes('rooster')))!.svg,
    ).toMatch(/雞/);
  });

  it('shows Hong Kong\u2019s sprite for a written face on a page in Traditional Chinese, in the same place; the sticks and dots as everywhere', () => {
    const css = facesCss();
    const row = rowOf('f2');
    expect(spriteBehind(css, ':root:lang(zh-Hant) .tile-f2')).toBe(
      traditionalSpriteSvgs().find((t) => t.row === row)!.svg,
    );
    expect(css).not.toContain(':root:lang(zh-Hant) .tile-b3');
    expect(css).not.toContain(`:root:lang(zh-Hant) .tile-${BLANK_TILE}`);
    // Only the image changes: the place is the Simplified face's (one background-position per face).
    expect(css.match(/background-position/g)).toHaveLength(TILE_IMAGE_NAMES.length);
  });

  it('has a cell for every face, 47 in all, none twice, and room for them', () => {
    expect(TILE_IMAGE_NAMES).toHaveLength(TILE_TOKENS.length + BONUS_TOKENS.length + 1);
    expect(new Set(TILE_IMAGE_NAMES).size).toBe(TILE_IMAGE_NAMES.length);
    expect(spriteRows().flat()).toEqual(TILE_IMAGE_NAMES);
    for (const row of spriteRows()) expect(row.length).toBeLessThanOrEqual(SPRITE_COLUMNS);
    for (const token of [...TILE_TOKENS, ...BONUS_TOKENS])
      expect(TILE_IMAGE_NAMES).toContain(tileImageName(token));
    const drawn = tileSpriteSvgs().map((svg) => (svg.match(/<svg x="/g) ?? []).length);
    expect(drawn).toEqual(spriteRows().map((row) => row.length));
  });

  it('places each face where its sprite drew it: c1 first in the first, c9 first in the second, the blank last', () => {
    const css = facesCss();
    const sprites = tileSpriteSvgs();
    expect(spriteBehind(css, '.tile-c1')).toBe(sprites[0]);
    expect(placeOf(css, 'c1')).toBe('0% 0');
    expect(spriteBehind(css, '.tile-c8')).toBe(sprites[0]);
    expect(placeOf(css, 'c8')).toBe('100% 0');
    expect(spriteBehind(css, '.tile-c9')).toBe(sprites[1]);
    expect(placeOf(css, 'c9')).toBe('0% 0');
    const last = spriteRows().length - 1;
    const column = (TILE_IMAGE_NAMES.length - 1) % SPRITE_COLUMNS;
    expect(spriteBehind(css, `.tile-${BLANK_TILE}`)).toBe(sprites[last]);
    expect(placeOf(css, BLANK_TILE)).toBe(`${+((column * 100) / (SPRITE_COLUMNS - 1)).toFixed(4)}% 0`);
    expect(tileSpriteSvgs()[1]).toMatch(/^<svg [^>]*><svg x="0" /);
    expect(tileSpriteSvgs()[1]).toContain('<svg x="420" ');
  });

  it('carries each sprite in the stylesheet once, as a data: URL a CSS string and a URL hold as they are', () => {
    const css = facesCss();
    for (const svg of [...tileSpriteSvgs(), ...traditionalSpriteSvgs().map((t) => t.svg)]) {
      const url = svgDataUrl(svg);
      // Nothing that would end the CSS string, start a fragment or be read as an escape; only ASCII.
      expect(url).toMatch(/^data:image\/svg\+xml,[\x20-\x7e]*$/);
      expect(url).not.toMatch(/["#\\]/);
      expect(decodeURIComponent(url.slice(url.indexOf(',') + 1).replace(/'/g, '"'))).toBe(svg);
      expect(css.split(url)).toHaveLength(2);
    }
    // A quote the art may write one day stays itself, not a double quote.
    expect(decodeURIComponent(svgDataUrl(`<text>'"%#&amp;</text>`).slice(19))).toBe(`<text>''%#&amp;</text>`);
  });

  it('draws the faces in few elements: the sprites are set up and painted element by element on the first screen', () => {
    // One path per colour for dots, sticks and petals (shapes.ts): 416 elements where shape by
    // shape was 902, and a tap or a first paint does about half the work.
    const elements = tileSpriteSvgs().map((svg) => (svg.match(/<[a-z]/g) ?? []).length);
    expect(elements.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(420);
    for (const count of elements) expect(count).toBeLessThanOrEqual(110);
  });

  it('keeps South Wind apart from the first season', () => {
    expect(tileImageName('S')).toBe('s');
    expect(tileImageName('S1')).toBe('s1');
  });

  it.each([
    ['B3', 'b3'],
    [' b3 ', 'b3'],
    ['rd', 'rd'],
    ['cat', 'cat'],
    ['', BLANK_TILE],
    ['c0', BLANK_TILE],
    ['F5', BLANK_TILE],
  ])('reads %j as the face %s', (token, name) => {
    expect(tileImageName(token)).toBe(name);
  });

  it('TileFace is one decorative box with the token\u2019s face class', () => {
    const { container } = render(<TileFace token="B3" className="w-10" />);
    const box = container.firstElementChild!;
    expect(box.tagName).toBe('SPAN');
    expect(box.children).toHaveLength(0);
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveClass('tile-face', tileFaceClass('b3'), 'tile-b3', 'w-10');
  });
});
