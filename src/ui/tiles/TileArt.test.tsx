// Every tile token's art is one SVG that still carries a non-colour cue (index, character or number).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BONUS_TOKENS, TILE_TOKENS, tileChinese } from '../../core/tiles';
import { TILE_ASPECT, TileArt, type TileScript } from './TileArt';

const ALL = [...TILE_TOKENS, ...BONUS_TOKENS];

function draw(token: string, script?: TileScript) {
  const { container } = render(<TileArt token={token} script={script} />);
  const svgs = container.querySelectorAll('svg');
  const texts = [...container.querySelectorAll('text')].map((t) => t.textContent);
  return { container, svgs, texts };
}

describe('TileArt', () => {
  it.each(ALL)('%s draws exactly one standalone svg of 60 by 80', (token) => {
    const { svgs, container } = draw(token);
    expect(svgs).toHaveLength(1);
    const svg = svgs[0]!;
    expect(svg.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['60', '80']);
    expect(svg).toHaveAttribute('viewBox', '0 0 60 80');
    // The default, xMidYMid meet, keeps the face's shape wherever it is drawn.
    expect(svg).not.toHaveAttribute('preserveAspectRatio');
    expect(container.querySelector('title')).toBeNull();
  });

  it.each(TILE_TOKENS.slice(0, 27).map((t, i) => [t, i] as const))(
    'suit tile %s shows its rank',
    (token, index) => {
      const { texts } = draw(token);
      expect(texts).toContain(String((index % 9) + 1));
    },
  );

  it.each(TILE_TOKENS.slice(0, 9).map((t, i) => [t, i] as const))(
    'character tile %s shows its numeral and 萬',
    (token, index) => {
      const { texts } = draw(token);
      expect(texts.join('')).toContain(tileChinese(index).slice(0, 1));
      expect(texts).toContain('萬');
    },
  );

  it.each(TILE_TOKENS.slice(27).map((t, i) => [t, i + 27] as const))(
    'honour %s shows its Chinese character',
    (token, index) => {
      expect(draw(token).texts).toContain(tileChinese(index));
    },
  );

  it.each([
    ['E', 'E'],
    ['S', 'S'],
    ['W', 'W'],
    ['N', 'N'],
  ])('wind %s shows its letter', (token, letter) => {
    expect(draw(token).texts).toContain(letter);
  });

  // As each table's set prints them: a Singapore set's bonus tiles in Simplified (兰 猫 鸡), a Hong
  // Kong set's in Traditional (蘭 貓 雞); 梅 菊 竹 春 夏 秋 冬 鼠 蜈蚣 are written alike.
  const BONUS_FACES = [
    ['F1', '1', '梅', '梅'],
    ['F2', '2', '兰', '蘭'],
    ['F3', '3', '菊', '菊'],
    ['F4', '4', '竹', '竹'],
    ['S1', '1', '春', '春'],
    ['S2', '2', '夏', '夏'],
    ['S3', '3', '秋', '秋'],
    ['S4', '4', '冬', '冬'],
  ] as const;
  const ANIMAL_FACES = [
    ['CAT', '猫', '貓'],
    ['RAT', '鼠', '鼠'],
    ['ROOSTER', '鸡', '雞'],
    ['CENTIPEDE', '蜈蚣', '蜈蚣'],
  ] as const;

  it.each(BONUS_FACES)('%s shows its number %s and, in Simplified, %s', (token, number, hans) => {
    for (const texts of [draw(token).texts, draw(token, 'Hans').texts]) {
      expect(texts).toContain(number);
      expect(texts).toContain(hans);
    }
  });

  it.each(BONUS_FACES)('%s shows its number %s and, in Traditional, %s', (token, number, _hans, hant) => {
    const { texts } = draw(token, 'Hant');
    expect(texts).toContain(number);
    expect(texts).toContain(hant);
  });

  it.each(ANIMAL_FACES)('animal %s shows %s in Simplified (the default)', (token, hans) => {
    expect(draw(token).texts).toContain(hans);
    expect(draw(token, 'Hans').texts).toContain(hans);
  });

  it.each(ANIMAL_FACES)('animal %s shows %s in Traditional', (token, _hans, hant) => {
    expect(draw(token, 'Hant').texts).toContain(hant);
  });

  it('writes 兰 猫 鸡 in Simplified and 蘭 貓 雞 in Traditional, and every other face the same in both (萬, 東南西北, 中 發 白)', () => {
    const differ = ALL.filter(
      (token) => draw(token, 'Hans').texts.join() !== draw(token, 'Hant').texts.join(),
    );
    expect(differ).toEqual(['F2', 'CAT', 'ROOSTER']);
    expect(draw('C5', 'Hant').texts).toEqual(['5', '五', '萬']);
    expect(['E', 'S', 'W', 'N', 'RD', 'GD', 'WD'].map((token) => draw(token, 'Hant').texts.join(''))).toEqual(
      ['E東', 'S南', 'W西', 'N北', '中', '發', '白'],
    );
  });

  it('prints Traditional in Hong Kong\u2019s glyph forms: its fonts first and its lang; Simplified as before, with no lang', () => {
    const hant = draw('F2', 'Hant').container.querySelector('svg')!;
    expect(hant).toHaveAttribute('lang', 'zh-Hant-HK');
    expect(hant.querySelector('g')!.getAttribute('font-family')).toMatch(/^PingFang HK,/);
    const hans = draw('F2').container.querySelector('svg')!;
    expect(hans).not.toHaveAttribute('lang');
    expect(hans.querySelector('g')!.getAttribute('font-family')).toMatch(/^PingFang SC,/);
  });

  it.each(['F1', 'F2', 'F3', 'F4', 'S1', 'S2', 'S3', 'S4'])(
    '%s has a badge shaped for its kind, not only coloured',
    (token) => {
      const svg = draw(token).container.querySelector('svg')!;
      const round = svg.querySelector('circle[fill="none"]') !== null;
      const square = svg.querySelector('rect[fill="none"]') !== null;
      expect([round, square]).toEqual(token.startsWith('F') ? [true, false] : [false, true]);
    },
  );

  it('draws every token differently', () => {
    const markup = new Set(ALL.map((token) => draw(token).container.innerHTML));
    expect(markup.size).toBe(ALL.length);
  });

  it('keeps South Wind and the seasons apart', () => {
    const south = draw('S').container.innerHTML;
    for (const season of ['S1', 'S2', 'S3', 'S4']) expect(draw(season).container.innerHTML).not.toBe(south);
  });

  it.each(['', 'x', 'c0', 'c10', 'F5', 'RDX', '  '])(
    'renders a blank tile for the unknown token %j',
    (token) => {
      const { svgs, texts } = draw(token);
      expect(svgs).toHaveLength(1);
      expect(texts).toHaveLength(0);
    },
  );

  it('reads tokens case-insensitively, like the core parser', () => {
    expect(draw('B3').container.innerHTML).toBe(draw('b3').container.innerHTML);
    expect(draw('rd').container.innerHTML).toBe(draw('RD').container.innerHTML);
  });

  it('states the aspect of its viewBox', () => {
    expect(TILE_ASPECT).toBe(60 / 80);
  });
});
