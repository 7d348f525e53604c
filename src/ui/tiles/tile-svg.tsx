// The tile sprites' file text, from the art: what scripts/make-tiles.ts writes and what the tests
// compare the committed files with. Build-time only: the app never imports this.
import { renderToStaticMarkup } from 'react-dom/server';
import { TileArt, type TileScript } from './TileArt';
import { BLANK_TILE, SPRITE_COLUMNS, spriteRows, traditionalRows } from './tile-images';

/** One sprite: the faces named, each in its column (a null leaves the cell empty). */
function sprite(row: readonly (string | null)[], script: TileScript): string {
  const cells = row.map((name, column) =>
    name === null
      ? ''
      : renderToStaticMarkup(<TileArt token={name === BLANK_TILE ? '' : name} script={script} />).replace(
          '<svg xmlns="http://www.w3.org/2000/svg" ',
          // y is 0 by default.
          `<svg x="${column * 60}" `,
        ),
  );
  const width = SPRITE_COLUMNS * 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 80" width="${width}" height="80" text-rendering="geometricPrecision">${cells.join('')}</svg>\n`;
}

/**
 * One SVG a row of faces (tiles-0.svg, tiles-1.svg, …), each face a 60×80 cell in the order of
 * TILE_IMAGE_NAMES. Rows and not one sheet: a browser paints a tile by drawing its whole sprite
 * clipped to the tile, so a sprite of eight faces costs an eighth of one of 47; and a handful of
 * files, not 47, because each SVG file is a document to set up. geometricPrecision: the text is
 * shaped once at its own size and scaled, where otherwise each size a tile is shown at asks the
 * system for its fonts again (on Linux a round trip to the browser each: 33 strikes fell to 21).
 */
export function tileSpriteSvgs(): string[] {
  return spriteRows().map((row) => sprite(row, 'Hans'));
}

/** Hong Kong's sprites (tiles-hant-<row>.svg, traditionalRows): the written faces in Traditional script, in their places. */
export function traditionalSpriteSvgs(): { row: number; svg: string }[] {
  const rows = spriteRows();
  return traditionalRows().map(({ row, names }) => ({
    row,
    svg: sprite(
      (rows[row] ?? []).map((name) => (names.includes(name) ? name : null)),
      'Hant',
    ),
  }));
}
