// Shared inks and font stacks of the tile art, so every face is printed from the same few colours.

export const RED = '#c0272d';
export const GREEN = '#17773a';
export const BLUE = '#1f4e9c';
export const INK = '#1c1915';
export const IVORY = '#fbf7ea';
// Warm mid-tone for the tile body: it reads against both a white page and a near-black one.
export const EDGE = '#c9b282';
export const OUTLINE = '#6a5636';

// System fonts only: the app is offline-first, so nothing may be fetched to draw a tile. The names are
// not quoted: CSS reads a family name of plain words alike without quotes, and in the sprites, inside a
// `data:` URL, each quote was `%26quot;` (2 kB of the stylesheet, with the default attributes below).
export const ZH_FONT =
  'PingFang SC,Hiragino Sans GB,Noto Sans CJK SC,Noto Sans SC,Source Han Sans SC,Microsoft YaHei,sans-serif';
/** Hong Kong's glyph forms first, then Taiwan's (as near as a phone without Hong Kong's may come). */
export const ZH_FONT_HK =
  'PingFang HK,PingFang TC,Noto Sans CJK HK,Noto Sans HK,Source Han Sans HK,Noto Sans CJK TC,Noto Sans TC,Source Han Sans TC,Microsoft JhengHei,sans-serif';
export const DIGIT_FONT = 'system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif';
