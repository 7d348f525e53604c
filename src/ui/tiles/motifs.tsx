// Small pictures of the bonus tiles and the 1 Bamboo bird, drawn about the origin in a 28-unit box.
import { BLUE, GREEN, INK, IVORY, RED } from './palette';
import { circle, ellipse, lines, type Placement } from './shapes';

// n copies of a shape turned evenly about a point, as one path's data (shapes.ts).
const ring = (n: number, draw: (turned: Placement) => string, x = 0, y = 0) =>
  Array.from({ length: n }, (_, i) => draw({ x, y, angle: (360 / n) * i })).join('');

// Thick round strokes survive being shrunk to a 40 px tile, where hairlines would vanish.
const stroke = (c: string, w: number) => ({
  fill: 'none',
  stroke: c,
  strokeWidth: w,
  strokeLinecap: 'round' as const,
});

function blossom(c: string) {
  return (
    <>
      <path d={ring(5, (at) => circle(at, 4, 0, -4.6))} fill={c} />
      <circle r="2" fill={IVORY} />
    </>
  );
}

const plum = (c: string) => (
  <>
    <path d="M-12 13Q-5 7 0 0M-6 8Q-9 2-8-3" {...stroke(c, 2)} />
    <circle cx="-8" cy="-5" r="2.6" fill={c} />
    <g transform="translate(3 -3)">{blossom(c)}</g>
  </>
);

const orchid = (c: string) => (
  <>
    <path d="M0 13Q-11 3-12-12M0 13Q-1 0 5-12M0 13Q9 5 13-4" {...stroke(c, 2)} />
    <path d={ring(3, (at) => ellipse(at, 2.2, 4, 0, -3.6), 4, -4)} fill={c} />
  </>
);

const chrysanthemum = (c: string) => (
  <>
    <path d="M0 6V14M0 11Q5 8 8 11" {...stroke(c, 1.8)} />
    <path d={ring(12, (at) => ellipse(at, 1.7, 4.6, 0, -5.8), 0, -3)} fill={c} />
    <circle cy="-3" r="2.6" fill={c} stroke={IVORY} strokeWidth="1" />
  </>
);

const bambooPlant = (c: string) => (
  <>
    <path d="M-4 14V-13M4 14V-6" {...stroke(c, 3.2)} />
    <path d="M-6 5H-2M-6-4H-2M2 4H6" stroke={IVORY} strokeWidth="1.2" />
    <path
      d={[
        [-4, -13, -40],
        [-4, -13, 20],
        [4, -6, 35],
        [4, -6, 80],
      ]
        .map(([x = 0, y = 0, angle]) => ellipse({ x, y, angle }, 2, 6, 0, -5))
        .join('')}
      fill={c}
    />
  </>
);

const spring = (c: string) => (
  <>
    <path d="M-12 13H12M0 13V-2" {...stroke(c, 2)} />
    <ellipse cx="-6" cy="-4" rx="6" ry="2.8" fill={c} transform="rotate(-30 -6 -4)" />
    <ellipse cx="6" cy="-8" rx="6" ry="2.8" fill={c} transform="rotate(30 6 -8)" />
    <circle cy="-4" r="2.2" fill={c} />
  </>
);

const summer = (c: string) => (
  <>
    <circle r="6.5" fill={c} />
    <path
      d={ring(8, (at) =>
        lines(at, [
          [0, -9.5],
          [0, -13],
        ]),
      )}
      {...stroke(c, 2.2)}
    />
  </>
);

const autumn = (c: string) => (
  <>
    <path d="M3-12A12 12 0 1 0 11 6 9.5 9.5 0 0 1 3-12Z" fill={c} />
    <path d="M8-9l1.2 2.6 2.6 1.2-2.6 1.2L8-1.4 6.8-4 4.2-5.2l2.6-1.2z" fill={c} />
  </>
);

const winter = (c: string) => (
  <>
    <path
      d={ring(6, (at) =>
        lines(
          at,
          [
            [0, 0],
            [0, -13],
          ],
          [
            [-4, -12],
            [0, -8],
            [4, -12],
          ],
        ),
      )}
      {...stroke(c, 2)}
    />
  </>
);

const cat = (
  <>
    <path d="M7 10Q16 9 12-2" {...stroke(INK, 2.6)} />
    <ellipse cy="5" rx="8" ry="8.5" fill={INK} />
    <circle cy="-7" r="6" fill={INK} />
    <path d="M-6-9-5.5-16-1.5-12ZM6-9 5.5-16 1.5-12Z" fill={INK} />
    <circle cx="-2.3" cy="-7.5" r="1.1" fill="#e8c547" />
    <circle cx="2.3" cy="-7.5" r="1.1" fill="#e8c547" />
  </>
);

const rat = (
  <>
    <path d="M10 6Q19 9 15 14T4 15" {...stroke(INK, 1.4)} />
    <path d="M-15 4Q-10-5-1-5 10-6 12 4 11 9 1 9H-9Q-13 8-15 4Z" fill={INK} />
    <circle cx="-5.5" cy="-5" r="3.4" fill={INK} stroke={IVORY} strokeWidth=".8" />
    <circle cx="-10" cy="1.4" r="1" fill={IVORY} />
    <path d="M-5 9-6 12M4 9 5 12" {...stroke(INK, 1.6)} />
  </>
);

const rooster = (
  <>
    <path d="M3 3Q6-13 14-11Q11-7 13-3Q9-3 10 3Z" fill={GREEN} />
    <path d="M-9-6Q-11 5-2 8.5 7 10 11 2L3 0Q-2 0-4-8Z" fill={INK} />
    <circle cx="-7" cy="-8" r="3.8" fill={INK} />
    <path d="M-10.5-11Q-10-15-7-13-5-16-3.5-12Q-6-11-10.5-11Z" fill={RED} />
    <path d="M-10.5-9-14.5-7.5-10.5-6.5Z" fill="#d98a1c" />
    <ellipse cx="-9" cy="-4.5" rx="1.3" ry="2" fill={RED} />
    <path d="M-2 8.5V14M3 9V14M-4 14H0M1 14H5" {...stroke(INK, 1.5)} />
  </>
);

// Seven segments along a wave, the first (the head) red and under the next; legs lie under bodies.
const segments: Placement[] = Array.from({ length: 7 }, (_, i) => ({
  x: -12 + i * 4,
  y: 3 * Math.sin(i * 1.1),
}));
const centipede = (
  <>
    <path
      d={segments
        .map((at) =>
          lines(
            at,
            [
              [0, -2.5],
              [-1.5, -7],
            ],
            [
              [0, 2.5],
              [-1.5, 7],
            ],
          ),
        )
        .join('')}
      {...stroke(INK, 1.2)}
    />
    <path d={circle(segments[0]!, 2.8)} fill={RED} />
    <path
      d={segments
        .slice(1)
        .map((at) => circle(at, 2.8))
        .join('')}
      fill={INK}
    />
    <path d="M-13-2Q-15-7-12-10M-13 2Q-17-1-16-6" {...stroke(INK, 1.2)} />
  </>
);

/** The 1 Bamboo: a stylised peacock rather than a stick, as on real sets. */
export const bird = (
  <>
    <path d="M4 4Q13 12 10 23M6 2Q17 8 18 18M2 6Q3 16-2 23" {...stroke(GREEN, 2.2)} />
    {[
      [10, 23],
      [18, 18],
      [-2, 23],
    ].map(([x, y], i) => (
      <circle key={i} cx={x} cy={y} r="2.6" fill={BLUE} stroke={RED} strokeWidth="1.2" />
    ))}
    <path d="M-3 8-5 16M1 9V16" {...stroke(RED, 1.6)} />
    <path d="M-7-4Q-2-12 6-7 12-1 7 6 1 11-4 8-8 4-7-4Z" fill={GREEN} />
    <path d="M-3-3Q5-5 7 3 1 3-3-3Z" fill={BLUE} />
    <circle cx="-8" cy="-11" r="4.6" fill={GREEN} />
    <path d="M-9-15-11-20M-7-15-6-20" {...stroke(GREEN, 1.2)} />
    <circle cx="-11" cy="-20.5" r="1.5" fill={RED} />
    <circle cx="-6" cy="-20.5" r="1.5" fill={RED} />
    <circle cx="-9" cy="-11.5" r="1.5" fill={IVORY} />
    <circle cx="-9.2" cy="-11.5" r=".8" fill={RED} />
    <path d="M-12-12-17-9.5-12-8.5Z" fill={RED} />
  </>
);

/** Bonus motifs in BONUS_TOKENS order minus the animals: flowers take a colour, seasons take another. */
export const PLANTS = [plum, orchid, chrysanthemum, bambooPlant, spring, summer, autumn, winter];
export const ANIMALS = [cat, rat, rooster, centipede];
