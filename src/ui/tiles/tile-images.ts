// Where each tile's picture is: a cell of a sprite (tiles-<row>.svg, printed from TileArt by
// scripts/make-tiles.ts), shown as a background by the classes of tile-faces.css. Kept apart from
// TileFace so the script and the tests can list the cells without React.
import { BONUS_TOKENS, TILE_TOKENS, canonicalToken, tokenCode } from '../../core/tiles';
import { svgDataUrl } from './svg-data-url';

/** The picture drawn for a token that is not a tile: a blank face. */
export const BLANK_TILE = 'blank';

/** Every picture there is: the 34 tiles, the 12 bonus tiles and the blank face. */
export const TILE_IMAGE_NAMES: readonly string[] = [...TILE_TOKENS, ...BONUS_TOKENS, BLANK_TILE].map((t) =>
  t.toLowerCase(),
);

/** A token's picture, by name: tokens are read as the core reads them ("B3", " b3" and "b3" alike). */
export function tileImageName(token: string): string {
  const trimmed = token.trim();
  return tokenCode(trimmed) < 0 ? BLANK_TILE : canonicalToken(trimmed).toLowerCase();
}

/** Faces a sprite: each row of the grid is one file. */
export const SPRITE_COLUMNS = 8;

/** The names in each sprite, in order. */
export function spriteRows(): string[][] {
  const rows: string[][] = [];
  for (let i = 0; i < TILE_IMAGE_NAMES.length; i += SPRITE_COLUMNS)
    rows.push(TILE_IMAGE_NAMES.slice(i, i + SPRITE_COLUMNS));
  return rows;
}

/**
 * Whether a face carries Chinese characters, which each script prints its own way (TileArt's
 * script): every face but the sticks, the dots and the blank.
 */
export const isWritten = (name: string): boolean => name !== BLANK_TILE && !/^[bd][1-9]$/.test(name);

/**
 * Hong Kong's sprites: tiles-hant-<row>.svg draws the written faces of tiles-<row>.svg in
 * Traditional script, each in its own place (the cells between are left empty), for the rows that
 * have any. Only a phone in 繁體中文 fetches them; the sticks and dots stay in the one sprite.
 */
export function traditionalRows(): { row: number; names: string[] }[] {
  return spriteRows()
    .map((row, r) => ({ row: r, names: row.filter(isWritten) }))
    .filter(({ names }) => names.length > 0);
}

/** The class that shows a token's face (tile-faces.css). */
export const tileFaceClass = (token: string): string => `tile-${tileImageName(token)}`;

/**
 * tile-faces.css: each sprite once, as the background of the faces in it, and each face's place in
 * it; on a page in Traditional Chinese (`<html lang="zh-Hant-HK">`, which the app sets before the
 * first paint and on a switch in Settings), the written faces' sprite is Hong Kong's, the place the
 * same. CSS and not code: the static shell's faces are right before the app's JavaScript arrives, a
 * switch redraws them, and the first screen's JavaScript carries nothing for it. The sprites are in
 * the stylesheet itself (`svgDataUrl`), not files it names: the first paint then needs the page
 * and its stylesheet only, faces and all, where files were fetched only once the stylesheet had
 * arrived and laid the page out, a round trip after it (and the page's largest paint waited on them
 * in Lighthouse's estimate, docs/benchmarks.md).
 */
export function tileFacesCss(
  sprites: readonly string[],
  traditional: readonly { row: number; svg: string }[],
): string {
  const rows = spriteRows();
  const images = rows.map(
    (row, r) =>
      `${row.map((name) => `.tile-${name}`).join(',')}{background-image:url("${svgDataUrl(sprites[r]!)}")}`,
  );
  const places = rows.flatMap((row) =>
    row.map(
      (name, column) =>
        `.tile-${name}{background-position:${+((column * 100) / (SPRITE_COLUMNS - 1)).toFixed(4)}% 0}`,
    ),
  );
  const hongKong = traditionalRows().map(({ row, names }) => {
    const svg = traditional.find((t) => t.row === row)?.svg;
    if (svg === undefined) throw new Error(`No Traditional sprite for row ${row}`);
    return `${names.map((name) => `:root:lang(zh-Hant) .tile-${name}`).join(',')}{background-image:url("${svgDataUrl(svg)}")}`;
  });
  return [
    '/* Written by scripts/make-tiles.ts from src/ui/tiles/tile-images.ts: do not edit. */',
    // A face fills its box's width, with the 3:4 shape, so the box has its size before the sprite arrives.
    `.tile-face{display:block;width:100%;height:auto;aspect-ratio:3/4;background-size:${SPRITE_COLUMNS * 100}% 100%;background-repeat:no-repeat}`,
    // ...rounded down to half a pixel, so that faces whose boxes a grid leaves a sixty-fourth of a
    // pixel apart are one size: a browser lays an SVG out again for each size it draws it at, and
    // the first screen's 46 faces asked for 20 layouts of the sprites, now 7 (their paint fell from
    // about 50 ms to 20 ms here). Sizing the sprite instead leaves slivers of the next face showing.
    // In @supports, so that a browser without round() keeps the plain width.
    '@supports (width:round(down,100%,1px)){.tile-face{width:round(down,100%,.5px)}}',
    ...images,
    ...places,
    ...hongKong,
    '',
  ].join('\n');
}
