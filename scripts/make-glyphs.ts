// Prints the outlines of the characters the tile art writes (src/ui/tiles/tile-text.ts) into
// src/ui/tiles/glyphs.ts. A tile face is an SVG image, and an image can use only the device's own
// fonts: a phone without a CJK font would show empty boxes, and laying out CJK text inside each
// sprite was most of the first paint's cost. Outlines draw the same everywhere and cost a path each.
// The font is Noto Sans CJK SC Bold (SIL Open Font License 1.1), Debian's fonts-noto-cjk.
// Run after changing tile-text.ts, then `npx tsx scripts/make-tiles.ts`:
//   npx tsx scripts/make-glyphs.ts [path/to/NotoSansCJK-Bold.ttc]
import { writeFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { TILE_TEXT } from '../src/ui/tiles/tile-text';

const FONT_FILE = process.argv[2] ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
const FACE = 'NotoSansCJKsc-Bold';

interface FontkitGlyph { advanceWidth: number; bbox: { minY: number; maxY: number }; path: { commands: Array<{ command: string; args: number[] }> } }
interface FontkitFont { unitsPerEm: number; glyphForCodePoint(codePoint: number): FontkitGlyph & { id: number } }

const opened = fontkit.openSync(FONT_FILE) as { getFont?: (name: string) => FontkitFont } & FontkitFont;
const font: FontkitFont = opened.getFont ? opened.getFont(FACE) : opened;
if (font.unitsPerEm !== 1000) throw new Error(`${FACE}: expected 1000 units per em, found ${font.unitsPerEm}`);

const LETTER: Record<string, string> = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C', closePath: 'Z' };

/** SVG path data with y pointing down from the baseline, in thousandths of an em. */
function pathData(glyph: FontkitGlyph): string {
  return glyph.path.commands.map(({ command, args }) => {
    const letter = LETTER[command];
    if (!letter) throw new Error(`unknown path command ${command}`);
    const points = args.map((v, i) => Math.round(i % 2 === 0 ? v : -v));
    return letter + points.join(' ');
  }).join('').replace(/ -/g, '-');
}

const entries = [...TILE_TEXT].map((ch) => {
  const glyph = font.glyphForCodePoint(ch.codePointAt(0)!);
  if (glyph.id === 0) throw new Error(`${FACE} has no glyph for ${ch}`);
  return `  '${ch}': { advance: ${glyph.advanceWidth}, top: ${-glyph.bbox.maxY}, bottom: ${-glyph.bbox.minY}, d: '${pathData(glyph)}' },`;
});

writeFileSync('src/ui/tiles/glyphs.ts', `// Printed by scripts/make-glyphs.ts from ${FACE} (SIL Open Font License 1.1): do not edit.
// The outline of each character the tile art writes, in thousandths of an em, y down from the
// baseline; top and bottom are the ink's extent, for centring a character on its place.

export interface Glyph { readonly advance: number; readonly top: number; readonly bottom: number; readonly d: string }

export const GLYPHS: Readonly<Record<string, Glyph>> = {
${entries.join('\n')}
};
`);
console.log(`src/ui/tiles/glyphs.ts: ${entries.length} glyphs written`);
