// The app's own mahjong tile art, as React: one SVG per tile token. It is not rendered in the app:
// scripts/make-tiles.ts prints the faces into the sprites tiles-<row>.svg (tile-svg.tsx), and
// TileFace shows a face as the background of one box. One box is all a browser lays out and paints
// for a tile where an inline SVG is dozens of elements, so a palette of 42 tiles costs little on
// each tap, and the first screen's HTML is the app's own markup (the static shell is hydrated).
import type { JSX, ReactNode } from 'react';
import { ANIMALS, bird, PLANTS } from './motifs';
import { circle, hole, lines, roundedRect } from './shapes';
import { BLUE, DIGIT_FONT, EDGE, GREEN, INK, IVORY, OUTLINE, RED, ZH_FONT, ZH_FONT_HK } from './palette';

/** Width / height of a face: the viewBox is 0 0 60 80. */
export const TILE_ASPECT = 0.75;

const NUMERALS = '一二三四五六七八九';
const WINDS = 'ESWN';
const WIND_ZH = '東南西北';

/**
 * The script a face's characters are printed in: Simplified as a Singapore table's bonus tiles read,
 * or Traditional as a Hong Kong set prints them. The suits', winds' and dragons' characters (萬,
 * 東南西北, 中, 發, 白) are the same on both sets; only three bonus tiles differ (兰 蘭, 猫 貓, 鸡 雞).
 */
export type TileScript = 'Hans' | 'Hant';

const BONUS_ZH: Readonly<Record<TileScript, readonly string[]>> = {
  Hans: ['梅', '兰', '菊', '竹', '春', '夏', '秋', '冬', '猫', '鼠', '鸡', '蜈蚣'],
  Hant: ['梅', '蘭', '菊', '竹', '春', '夏', '秋', '冬', '貓', '鼠', '雞', '蜈蚣'],
};

// Each script's fonts, and for Traditional the language of the text: a phone that draws CJK from one
// font for all of them (Android's Noto Sans CJK) picks Hong Kong's glyph forms by the lang. Simplified
// keeps the faces as they were printed before Traditional had its own (no lang).
const FONTS: Readonly<Record<TileScript, { family: string; lang?: string }>> = {
  Hans: { family: ZH_FONT },
  Hant: { family: ZH_FONT_HK, lang: 'zh-Hant-HK' },
};
const BONUS = ['F1', 'F2', 'F3', 'F4', 'S1', 'S2', 'S3', 'S4', 'CAT', 'RAT', 'ROOSTER', 'CENTIPEDE'];

// Colour codes for the layout tables below: index into this list.
const C = [GREEN, RED, BLUE] as const;

type Place = readonly [x: number, y: number, colour: 0 | 1 | 2, angle?: number];

// Bamboo sticks of 2..9, laid out as on printed sets; the first number is the stick length.
// Two rows sit at y 31/59, three rows at y 24/44/64, which keeps clear of the corner index.
const STICKS: readonly (readonly [number, ...Place[]])[] = [
  [24, [30, 31, 0], [30, 59, 2]],
  [24, [30, 31, 0], [20, 59, 2], [40, 59, 2]],
  [24, [20, 31, 2], [40, 31, 0], [20, 59, 0], [40, 59, 2]],
  [24, [16, 31, 0], [44, 31, 2], [30, 45, 1], [16, 59, 2], [44, 59, 0]],
  [24, [16, 31, 0], [30, 31, 0], [44, 31, 0], [16, 59, 2], [30, 59, 2], [44, 59, 2]],
  [17, [30, 24, 1], [16, 44, 0], [30, 44, 0], [44, 44, 0], [16, 64, 2], [30, 64, 2], [44, 64, 2]],
  [
    24,
    [12, 31, 0],
    [24, 31, 0, 22],
    [36, 31, 0, -22],
    [48, 31, 0],
    [12, 59, 2],
    [24, 59, 2, -22],
    [36, 59, 2, 22],
    [48, 59, 2],
  ],
  [
    17,
    [16, 24, 0],
    [30, 24, 1],
    [44, 24, 0],
    [16, 44, 0],
    [30, 44, 1],
    [44, 44, 0],
    [16, 64, 0],
    [30, 64, 1],
    [44, 64, 0],
  ],
];

// Dots of 2..9; the first number is the radius.
const DOTS: readonly (readonly [number, ...Place[]])[] = [
  [11, [30, 31, 0], [30, 59, 2]],
  [9, [17, 26, 2], [30, 45, 1], [43, 64, 0]],
  [10, [19, 31, 2], [41, 31, 0], [19, 59, 0], [41, 59, 2]],
  [9, [17, 27, 2], [43, 27, 0], [30, 45, 1], [17, 63, 0], [43, 63, 2]],
  [7.8, [20, 24, 0], [40, 24, 0], [20, 47, 1], [40, 47, 1], [20, 65, 1], [40, 65, 1]],
  [6.8, [16, 22, 0], [30, 29, 0], [44, 36, 0], [20, 52, 1], [40, 52, 1], [20, 67, 1], [40, 67, 1]],
  [7, [20, 23, 2], [40, 23, 2], [20, 38, 2], [40, 38, 2], [20, 53, 2], [40, 53, 2], [20, 68, 2], [40, 68, 2]],
  [
    7.2,
    [16, 25, 2],
    [30, 25, 2],
    [44, 25, 2],
    [16, 45, 1],
    [30, 45, 1],
    [44, 45, 1],
    [16, 65, 0],
    [30, 65, 0],
    [44, 65, 0],
  ],
];

/** Centred text; y is the visual centre, converted to a baseline because dominant-baseline is unreliable. */
function Txt(p: { x?: number; y: number; s: number; c: string; f?: string; children: ReactNode }) {
  return (
    <text x={p.x ?? 30} y={p.y + p.s * 0.36} fontSize={p.s} fill={p.c} fontFamily={p.f}>
      {p.children}
    </text>
  );
}

/** The corner index, so a tile never relies on colour or picture alone. */
const Index = ({ v, c = INK, o = 0 }: { v: string; c?: string; o?: number }) => (
  <Txt x={9 + o} y={9.5 + o} s={12} c={c} f={DIGIT_FONT}>
    {v}
  </Txt>
);

// A face's sticks and dots are drawn a colour at a time, each colour one path (shapes.ts), and
// look as they did shape by shape: a dot's ivory rings are holes through which the ivory face shows
// (holes and not ivory circles, so that two dots that touch still join), and a stick's pale core
// lies over every body and under every knuckle.
const byColour = (places: readonly Place[], draw: (p: Place) => string) =>
  C.map((ink, c) => ({
    ink,
    d: places
      .filter((p) => p[2] === c)
      .map(draw)
      .join(''),
  })).filter((part) => part.d);

const placement = ([x, y, , angle]: Place) => ({ x, y, angle });

function Sticks({ places, h }: { places: readonly Place[]; h: number }) {
  const t = -h / 2;
  const bodies = byColour(places, (p) => roundedRect(placement(p), -3.6, t, 7.2, h, 2.4));
  const knuckles = byColour(places, (p) => {
    const at = placement(p);
    return (
      roundedRect(at, -4.6, -1.6, 9.2, 3.2, 1.4) +
      roundedRect(at, -4.6, t, 9.2, 3, 1.4) +
      roundedRect(at, -4.6, -t - 3, 9.2, 3, 1.4)
    );
  });
  return (
    <>
      {bodies.map(({ ink, d }) => (
        <path key={ink} d={d} fill={ink} />
      ))}
      {/* A pale core with solid knuckles at the ends and middle reads as bamboo even at 40 px. */}
      <path
        d={places
          .map((p) =>
            lines(placement(p), [
              [0, t + 2],
              [0, -t - 2],
            ]),
          )
          .join('')}
        stroke={IVORY}
        strokeWidth="1.3"
      />
      {knuckles.map(({ ink, d }) => (
        <path key={ink} d={d} fill={ink} />
      ))}
    </>
  );
}

function Dots({ places, r }: { places: readonly Place[]; r: number }) {
  const rings = byColour(places, (p) => {
    const at = placement(p);
    return circle(at, r) + hole(at, r * 0.7) + circle(at, r * 0.46) + hole(at, r * 0.16);
  });
  return rings.map(({ ink, d }) => <path key={ink} d={d} fill={ink} />);
}

const centre = { x: 30, y: 45 };
const bigDot = (
  <>
    <path d={circle(centre, 20) + hole(centre, 17)} fill={GREEN} />
    <path
      d={
        circle(centre, 14.5) +
        hole(centre, 10) +
        Array.from({ length: 8 }, (_, i) => hole({ ...centre, angle: i * 45 }, 1.4, 0, -12.2)).join('')
      }
      fill={BLUE}
    />
    <path d={circle(centre, 7) + hole(centre, 2.6)} fill={RED} />
  </>
);

function suit(kind: string, rank: number): ReactNode {
  const r = String(rank);
  if (kind === 'C')
    return (
      <>
        <Index v={r} />
        <Txt y={30} s={26} c={INK}>
          {NUMERALS[rank - 1]}
        </Txt>
        <Txt y={59} s={26} c={RED}>
          萬
        </Txt>
      </>
    );
  if (rank === 1)
    return (
      <>
        <Index v={r} />
        {kind === 'B' ? <g transform="translate(30 46) scale(1.15)">{bird}</g> : bigDot}
      </>
    );
  const [size, ...places] = (kind === 'B' ? STICKS : DOTS)[rank - 2] ?? [0];
  return (
    <>
      <Index v={r} />
      {kind === 'B' ? <Sticks places={places} h={size} /> : <Dots places={places} r={size} />}
    </>
  );
}

function face(token: string, script: TileScript): ReactNode {
  const t = token.trim().toUpperCase();
  const m = /^([CBD])([1-9])$/.exec(t);
  if (m) return suit(m[1] ?? '', Number(m[2]));
  const w = t.length === 1 ? WINDS.indexOf(t) : -1;
  if (w >= 0)
    return (
      <>
        <Index v={t} />
        <Txt y={44} s={38} c={INK}>
          {WIND_ZH[w]}
        </Txt>
      </>
    );
  if (t === 'RD')
    return (
      <Txt y={42} s={40} c={RED}>
        中
      </Txt>
    );
  if (t === 'GD')
    return (
      <Txt y={42} s={38} c={GREEN}>
        發
      </Txt>
    );
  if (t === 'WD')
    return (
      <>
        <rect x="12" y="15" width="36" height="52" rx="2" fill="none" stroke={BLUE} strokeWidth="3.4" />
        <rect x="17.5" y="20.5" width="25" height="41" fill="none" stroke={BLUE} strokeWidth="1.4" />
        <Txt y={41} s={15} c={BLUE}>
          白
        </Txt>
      </>
    );
  const b = BONUS.indexOf(t);
  if (b < 0) return null;
  const zh = BONUS_ZH[script][b] ?? '';
  if (b >= 8)
    return (
      <>
        <g transform="translate(30 31) scale(1.2)">{ANIMALS[b - 8]}</g>
        <Txt y={62} s={zh.length > 1 ? 15 : 20} c={INK}>
          {zh}
        </Txt>
      </>
    );
  const season = b >= 4;
  const c = season ? BLUE : RED;
  // Flowers carry their number in a round badge, seasons in a square one: a shape cue besides the colour.
  return (
    <>
      {season ? (
        <rect x="4" y="4" width="12" height="12.6" rx="1.5" fill="none" stroke={c} strokeWidth="1.4" />
      ) : (
        <circle cx="10" cy="10.3" r="6.5" fill="none" stroke={c} strokeWidth="1.4" />
      )}
      <Index v={String((b % 4) + 1)} c={c} o={1} />
      <g transform="translate(31 31) scale(1.2)">{PLANTS[b]?.(c)}</g>
      <Txt y={63} s={20} c={c}>
        {zh}
      </Txt>
    </>
  );
}

function Frame({ lang, children }: { lang: string | undefined; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 60 80"
      width="60"
      height="80"
      // No preserveAspectRatio: its default, xMidYMid meet, keeps the face's shape.
      lang={lang}
    >
      {/* The tan body shows thicker below and to the right: a flat bevel, as if lit from the top left. */}
      <rect
        x=".75"
        y=".75"
        width="58.5"
        height="78.5"
        rx="7"
        fill={EDGE}
        stroke={OUTLINE}
        strokeWidth="1.5"
      />
      {children}
    </svg>
  );
}

/** A tile's face, its characters in the script given (Simplified unless told); an unknown token draws a blank tile. */
export function TileArt({ token, script = 'Hans' }: { token: string; script?: TileScript }): JSX.Element {
  const { family, lang } = FONTS[script];
  return (
    <Frame lang={lang}>
      <rect x="2.2" y="2" width="54.6" height="73" rx="5.5" fill={IVORY} />
      <g fontFamily={family} fontWeight="700" textAnchor="middle">
        {face(token, script)}
      </g>
    </Frame>
  );
}
