// Every tile token's art is one SVG that still carries a non-colour cue (index, character or number).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BONUS_TOKENS, TILE_TOKENS, tileChinese } from '../../core/tiles';
import { TILE_ASPECT, TileArt } from './TileArt';

const ALL = [...TILE_TOKENS, ...BONUS_TOKENS];

function draw(token: string) {
  const { container } = render(<TileArt token={token} />);
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
    expect(svg).toHaveAttribute('preserveAspectRatio', 'xMidYMid meet');
    expect(container.querySelector('title')).toBeNull();
  });

  it.each(TILE_TOKENS.slice(0, 27).map((t, i) => [t, i] as const))('suit tile %s shows its rank', (token, index) => {
    const { texts } = draw(token);
    expect(texts).toContain(String((index % 9) + 1));
  });

  it.each(TILE_TOKENS.slice(0, 9).map((t, i) => [t, i] as const))('character tile %s shows its numeral and 萬', (token, index) => {
    const { texts } = draw(token);
    expect(texts.join('')).toContain(tileChinese(index).slice(0, 1));
    expect(texts).toContain('萬');
  });

  it.each(TILE_TOKENS.slice(27).map((t, i) => [t, i + 27] as const))('honour %s shows its Chinese character', (token, index) => {
    expect(draw(token).texts).toContain(tileChinese(index));
  });

  it.each([
    ['E', 'E'],
    ['S', 'S'],
    ['W', 'W'],
    ['N', 'N'],
  ])('wind %s shows its letter', (token, letter) => {
    expect(draw(token).texts).toContain(letter);
  });

  it.each([
    ['F1', '1', '梅'],
    ['F2', '2', '兰'],
    ['F3', '3', '菊'],
    ['F4', '4', '竹'],
    ['S1', '1', '春'],
    ['S2', '2', '夏'],
    ['S3', '3', '秋'],
    ['S4', '4', '冬'],
  ])('%s shows its number %s and %s', (token, number, zh) => {
    const { texts } = draw(token);
    expect(texts).toContain(number);
    expect(texts).toContain(zh);
  });

  it.each(['F1', 'F2', 'F3', 'F4', 'S1', 'S2', 'S3', 'S4'])('%s has a badge shaped for its kind, not only coloured', (token) => {
    const svg = draw(token).container.querySelector('svg')!;
    const round = svg.querySelector('circle[fill="none"]') !== null;
    const square = svg.querySelector('rect[fill="none"]') !== null;
    expect([round, square]).toEqual(token.startsWith('F') ? [true, false] : [false, true]);
  });

  it.each([
    ['CAT', '猫'],
    ['RAT', '鼠'],
    ['ROOSTER', '鸡'],
    ['CENTIPEDE', '蜈蚣'],
  ])('animal %s shows %s', (token, zh) => {
    expect(draw(token).texts).toContain(zh);
  });

  it('draws every token differently', () => {
    const markup = new Set(ALL.map((token) => draw(token).container.innerHTML));
    expect(markup.size).toBe(ALL.length);
  });

  it('keeps South Wind and the seasons apart', () => {
    const south = draw('S').container.innerHTML;
    for (const season of ['S1', 'S2', 'S3', 'S4']) expect(draw(season).container.innerHTML).not.toBe(south);
  });

  it.each(['', 'x', 'c0', 'c10', 'F5', 'RDX', '  '])('renders a blank tile for the unknown token %j', (token) => {
    const { svgs, texts } = draw(token);
    expect(svgs).toHaveLength(1);
    expect(texts).toHaveLength(0);
  });

  it('reads tokens case-insensitively, like the core parser', () => {
    expect(draw('B3').container.innerHTML).toBe(draw('b3').container.innerHTML);
    expect(draw('rd').container.innerHTML).toBe(draw('RD').container.innerHTML);
  });

  it('states the aspect of its viewBox', () => {
    expect(TILE_ASPECT).toBe(60 / 80);
  });
});
