// A small line chart drawn as SVG in the project: one line a series over numbered steps, a zero line,
// optional marks between steps (the dealer changes), and a legend. The figures themselves are in a
// table beside it for screen readers; the drawing is a picture of them.
import { formatSignedMoney } from '../format';
import { seriesStyle } from './chart-colours';

export interface ChartSeries {
  name: string;
  /** One value a step, in cents; null where the series has no value (a player absent that night). */
  values: ReadonlyArray<number | null>;
}

export interface ChartMark {
  /** The step the mark stands before. */
  at: number;
  /** A short label drawn at the top ("D" and the new dealer's initial). */
  label: string;
  /** The series whose colour the mark takes. */
  series: number;
}

const WIDTH = 360;
const HEIGHT = 200;
const LEFT = 52;
const RIGHT = 10;
const TOP = 18;
const BOTTOM = 22;

/** Whole-dollar steps that make three or four gridlines. */
function niceStep(span: number): number {
  const rough = span / 3;
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * power >= rough) return m * power;
  return 10 * power;
}

export function LineChart(props: {
  series: readonly ChartSeries[];
  /** Labels under the x axis, by step (only some steps need one). */
  xLabels: ReadonlyArray<{ at: number; label: string }>;
  marks?: readonly ChartMark[];
  /** Said by screen readers for the picture. */
  label: string;
}) {
  const { series, xLabels, marks = [] } = props;
  const steps = Math.max(1, ...series.map((s) => s.values.length)) - 1;
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const step = niceStep(Math.max(100, Math.max(0, ...all) - Math.min(0, ...all)));
  const top = Math.ceil(Math.max(0, ...all) / step) * step || step;
  const bottom = Math.floor(Math.min(0, ...all) / step) * step || -step;
  const x = (i: number): number => LEFT + (steps === 0 ? 0 : (i / steps) * (WIDTH - LEFT - RIGHT));
  const y = (v: number): number => TOP + ((top - v) / (top - bottom)) * (HEIGHT - TOP - BOTTOM);
  const grid: number[] = [];
  for (let v = bottom; v <= top + 1e-9; v += step) grid.push(v);

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={props.label}
      className="mx-auto block h-auto w-full max-w-xl overflow-visible"
    >
      {grid.map((v) => (
        <g key={v}>
          <line
            x1={LEFT}
            x2={WIDTH - RIGHT}
            y1={y(v)}
            y2={y(v)}
            className={
              v === 0 ? 'stroke-stone-500 dark:stroke-stone-400' : 'stroke-stone-200 dark:stroke-stone-700'
            }
            strokeWidth={v === 0 ? 1.2 : 1}
          />
          <text
            x={LEFT - 4}
            y={y(v)}
            dy="0.35em"
            textAnchor="end"
            fontSize="10"
            className="fill-stone-600 dark:fill-stone-300 tabular-nums"
          >
            {formatSignedMoney(v)}
          </text>
        </g>
      ))}
      {marks.map((mark) => (
        <g key={`${mark.at}-${mark.label}`} data-mark="dealer">
          <line
            x1={x(mark.at)}
            x2={x(mark.at)}
            y1={TOP - 2}
            y2={HEIGHT - BOTTOM}
            strokeDasharray="2 3"
            strokeWidth={1}
            className="stroke-stone-400 dark:stroke-stone-500"
          />
          <text
            x={x(mark.at)}
            y={TOP - 6}
            textAnchor="middle"
            fontSize="9"
            fontWeight="700"
            className={seriesStyle(mark.series).fill}
          >
            {mark.label}
          </text>
        </g>
      ))}
      {xLabels.map(({ at, label }) => (
        <text
          key={at}
          x={x(at)}
          y={HEIGHT - 6}
          textAnchor="middle"
          fontSize="10"
          className="fill-stone-600 dark:fill-stone-300 tabular-nums"
        >
          {label}
        </text>
      ))}
      {series.map((s, index) => {
        const style = seriesStyle(index);
        const points = s.values.flatMap((v, i) => (v === null ? [] : [[x(i), y(v)] as const]));
        const last = points.at(-1);
        return (
          <g key={s.name} data-series={s.name}>
            <polyline
              points={points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ')}
              fill="none"
              strokeWidth={2.4}
              strokeLinejoin="round"
              strokeLinecap="round"
              strokeDasharray={style.dash}
              className={style.stroke}
            />
            {points.length <= 12 &&
              points.map(([px, py], i) => <circle key={i} cx={px} cy={py} r={2.2} className={style.fill} />)}
            {last && <circle cx={last[0]} cy={last[1]} r={3.5} className={style.fill} />}
          </g>
        );
      })}
    </svg>
  );
}

/** The legend: each series' line style, its name and a figure (the total, or the net). */
export function ChartLegend({ items }: { items: ReadonlyArray<{ name: string; figure: string }> }) {
  return (
    <ul className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm" aria-hidden="true">
      {items.map((item, index) => {
        const style = seriesStyle(index);
        return (
          <li key={item.name} className="flex min-w-0 items-center gap-1.5">
            <svg viewBox="0 0 24 6" className="h-1.5 w-6 shrink-0 overflow-visible">
              <line
                x1="1"
                x2="23"
                y1="3"
                y2="3"
                strokeWidth="2.4"
                strokeLinecap="round"
                strokeDasharray={style.dash}
                className={style.stroke}
              />
            </svg>
            <span className="truncate" title={item.name}>
              {item.name}
            </span>
            <span className="ml-auto shrink-0 tabular-nums text-stone-700 dark:text-stone-200">
              {item.figure}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
