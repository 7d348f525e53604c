// The shapes the tile art merges into one path per colour: placed where the elements they replace
// were drawn, every one the same way round, and steps that add up to exact points.
import { describe, expect, it } from 'vitest';
import { circle, ellipse, hole, lines, roundedRect } from './shapes';

/** The points a path's data visits, subpath by subpath, and whether each subpath is closed. */
function walk(d: string): Array<{ points: Array<[number, number]>; closed: boolean }> {
  const tokens = d.match(/[MmLlAaZz]|-?\d*\.?\d+/g) ?? [];
  const subpaths: Array<{ points: Array<[number, number]>; closed: boolean }> = [];
  let i = 0;
  let x = 0;
  let y = 0;
  const num = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const command = tokens[i++];
    if (command === 'M') {
      x = num();
      y = num();
      subpaths.push({ points: [[x, y]], closed: false });
    } else if (command === 'l' || command === 'a') {
      if (command === 'a') i += 5;
      x += num();
      y += num();
      subpaths.at(-1)!.points.push([x, y]);
    } else if (command === 'z') {
      subpaths.at(-1)!.closed = true;
    } else throw new Error(`unexpected ${command} in ${d}`);
  }
  return subpaths;
}

/** Twice the signed area of a polygon, positive when it runs clockwise on a screen (y down). */
const turning = (points: Array<[number, number]>): number =>
  points.reduce((sum, [x, y], k) => {
    const [nx, ny] = points[(k + 1) % points.length]!;
    return sum + (x * ny - nx * y);
  }, 0);

describe('tile shapes', () => {
  it('a circle visits four points on its radius about its placed centre, and comes back exactly', () => {
    const [sub] = walk(circle({ x: 30, y: 45, angle: 45 }, 1.4, 0, -12.2));
    const centre = [30 + 12.2 * Math.sin(Math.PI / 4), 45 - 12.2 * Math.cos(Math.PI / 4)];
    expect(sub!.closed).toBe(true);
    expect(sub!.points).toHaveLength(5);
    for (const [x, y] of sub!.points) expect(Math.hypot(x - centre[0]!, y - centre[1]!)).toBeCloseTo(1.4, 1);
    expect(sub!.points.at(-1)).toEqual(sub!.points[0]);
  });

  it('runs circles, ellipses and rectangles clockwise and holes the other way, so one path of a colour adds up', () => {
    const place = { x: 24, y: 31, angle: 22 };
    expect(turning(walk(circle(place, 7))[0]!.points)).toBeGreaterThan(0);
    expect(turning(walk(ellipse(place, 1.7, 4.6, 0, -5.8))[0]!.points)).toBeGreaterThan(0);
    expect(turning(walk(roundedRect(place, -3.6, -12, 7.2, 24, 2.4))[0]!.points)).toBeGreaterThan(0);
    expect(turning(walk(hole(place, 4.9))[0]!.points)).toBeLessThan(0);
  });

  it('steps between rounded points, so a turned shape closes on its start with no error carried along', () => {
    for (const angle of [0, 22, -22, 35, 80, 150]) {
      const [sub] = walk(roundedRect({ x: 36, y: 59, angle }, -4.6, -12, 9.2, 3, 1.4));
      expect(sub!.points).toHaveLength(9);
      const [sx, sy] = sub!.points[0]!;
      const [ex, ey] = sub!.points.at(-1)!;
      expect([Math.round(ex * 100), Math.round(ey * 100)]).toEqual([
        Math.round(sx * 100),
        Math.round(sy * 100),
      ]);
    }
  });

  it('places a rectangle turned about its place, as translate and rotate would', () => {
    const [sub] = walk(roundedRect({ x: 10, y: 20, angle: 90 }, -1, -2, 2, 4, 0.5));
    // Turned a quarter, the 2 by 4 rectangle about (10, 20) spans x 8..12 and y 19..21.
    for (const [x, y] of sub!.points) {
      expect(x).toBeGreaterThanOrEqual(8 - 1e-9);
      expect(x).toBeLessThanOrEqual(12 + 1e-9);
      expect(y).toBeGreaterThanOrEqual(19 - 1e-9);
      expect(y).toBeLessThanOrEqual(21 + 1e-9);
    }
  });

  it('draws lines open, one subpath a polyline, through the placed points', () => {
    const subs = walk(
      lines(
        { x: 0, y: 0, angle: 90 },
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
    );
    expect(subs.map((s) => s.closed)).toEqual([false, false]);
    expect(subs[0]!.points).toEqual([
      [0, 0],
      [13, 0],
    ]);
    expect(subs[1]!.points).toEqual([
      [12, -4],
      [8, 0],
      [12, 4],
    ]);
  });
});
