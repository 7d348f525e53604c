// The characters the tile art writes, in one place: TileArt draws them and scripts/make-glyphs.ts
// prints their outlines (glyphs.ts), so a character added here without an outline fails the tests.

export const NUMERALS = '一二三四五六七八九';
export const CHARACTERS_SUIT = '萬';
export const WIND_LETTERS = 'ESWN';
export const WIND_ZH = '東南西北';
export const DRAGON_ZH = { RD: '中', GD: '發', WD: '白' } as const;
export const BONUS = ['F1', 'F2', 'F3', 'F4', 'S1', 'S2', 'S3', 'S4', 'CAT', 'RAT', 'ROOSTER', 'CENTIPEDE'] as const;
export const BONUS_ZH = ['梅', '兰', '菊', '竹', '春', '夏', '秋', '冬', '猫', '鼠', '鸡', '蜈蚣'] as const;
/** The corner index: ranks and wind letters. */
export const INDEX_CHARACTERS = '123456789' + WIND_LETTERS;

/** Every character any face writes, each once. */
export const TILE_TEXT = [...new Set([
  ...NUMERALS, ...CHARACTERS_SUIT, ...WIND_ZH, ...Object.values(DRAGON_ZH), ...BONUS_ZH.join(''), ...INDEX_CHARACTERS,
])].join('');
