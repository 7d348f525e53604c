// Path data for the shapes the tile art repeats (dots, sticks, petals), already placed: a face's
// dots of one colour are one <path> rather than four circles each in a group. A browser sets up,
// lays out and paints an SVG element by element, and the sprites are painted on the first screen
// and on every tap, so fewer elements is less work there (docs/benchmarks.md, "On the phone").

/** Where a shape goes: moved to (x, y) and turned by `angle` degrees about that point. */
export interface Placement {
  x: number;
  y: number;
  angle?: number;
}

// Two decimals: rounding to one moved dots and sticks by a visible part of a device pixel.
const round2 = (v: number): number => Math.round(v * 100) / 100;
const n = (v: number): string => String(round2(v));

type Point = readonly [x: number, y: number];

/** A point of the shape's own frame, placed and rounded. */
function at({ x, y, angle = 0 }: Placement, px: number, py: number): Point {
  const a = (angle * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return [round2(x + px * cos - py * sin), round2(y + px * sin + py * cos)];
}

// A shape's data starts at its first point and then goes step by step (lower-case commands), so
// every dot of one size reads the same after its start: the sprites compress to 9 kB where
// absolute points took 15. Steps are taken between rounded points, so rounding never adds up
// along a shape. A closed shape ends with z; an open line does not, or it would stroke back.
type Step = readonly [command: string, to: Point];

function trace(start: Point, steps: readonly Step[], closed = true): string {
  let from = start;
  let d = `M${n(start[0])} ${n(start[1])}`;
  for (const [command, to] of steps) {
    const dx = n(to[0] - from[0]);
    const dy = n(to[1] - from[1]);
    d += `${command}${dx}${dy.startsWith('-') ? '' : ' '}${dy}`;
    from = to;
  }
  return closed ? `${d}z` : d;
}

/**
 * A circle of radius r centred at (cx, cy) of the place's frame, run clockwise like every shape
 * here: shapes of one colour in one path add up (the nonzero rule), as when painted one by one.
 */
export function circle(place: Placement, r: number, cx = 0, cy = 0): string {
  return oval(place, r, r, cx, cy, 1);
}

/** The same circle run the other way: it cuts a hole through the circles it lies in. */
export function hole(place: Placement, r: number, cx = 0, cy = 0): string {
  return oval(place, r, r, cx, cy, 0);
}

/** An ellipse with radii rx, ry centred at (cx, cy) of the place's frame, turned with the frame; clockwise. */
export function ellipse(place: Placement, rx: number, ry: number, cx = 0, cy = 0): string {
  return oval(place, rx, ry, cx, cy, 1);
}

// Four quarter arcs: an arc of half a turn moves visibly when its end points are rounded (its
// centre is found from them, and from opposite points that is ill-conditioned); a quarter stays put.
function oval(place: Placement, rx: number, ry: number, cx: number, cy: number, sweep: 0 | 1): string {
  // Left, top, right, bottom: clockwise on a screen, whose y runs down; the other way for a hole.
  const quarters: Point[] = [
    [cx - rx, cy],
    [cx, cy - ry],
    [cx + rx, cy],
    [cx, cy + ry],
  ];
  if (!sweep) quarters.reverse();
  const arc = `a${n(rx)} ${n(ry)} ${n(place.angle ?? 0)} 0 ${sweep} `;
  const [first, ...rest] = quarters.map(([px, py]) => at(place, px, py));
  return trace(
    first!,
    [...rest, first!].map((point) => [arc, point] as const),
  );
}

/** A rectangle with corners of radius r, clockwise like every other shape here. */
export function roundedRect(place: Placement, x: number, y: number, w: number, h: number, r: number): string {
  const arc = `a${n(r)} ${n(r)} 0 0 1 `;
  const p = (px: number, py: number) => at(place, px, py);
  return trace(p(x + r, y), [
    ['l', p(x + w - r, y)],
    [arc, p(x + w, y + r)],
    ['l', p(x + w, y + h - r)],
    [arc, p(x + w - r, y + h)],
    ['l', p(x + r, y + h)],
    [arc, p(x, y + h - r)],
    ['l', p(x, y + r)],
    [arc, p(x + r, y)],
  ]);
}

/** Straight strokes through the given points of the place's frame, one polyline each. */
export function lines(
  place: Placement,
  ...polylines: ReadonlyArray<ReadonlyArray<readonly [number, number]>>
): string {
  return polylines
    .map((points) => {
      const [first, ...rest] = points.map(([px, py]) => at(place, px, py));
      return trace(
        first!,
        rest.map((point) => ['l', point] as const),
        false,
      );
    })
    .join('');
}
