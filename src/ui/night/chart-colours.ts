// The players' colours in the charts: one a seat, each with a dash pattern too, so a line is told
// from another without colour. Light and dark variants keep 3:1 contrast on the card behind them.
/* eslint-disable lingui/no-unlocalized-strings -- Tailwind classes and dash patterns, no words */

export interface SeriesStyle {
  /** Tailwind classes for the line (stroke) and its marks (fill), light and dark. */
  stroke: string;
  fill: string;
  /** A swatch in the legend. */
  swatch: string;
  dash: string | undefined;
}

// Written out whole so that Tailwind finds every class in the source.
export const SERIES_STYLES: readonly SeriesStyle[] = [
  {
    stroke: 'stroke-teal-700 dark:stroke-teal-300',
    fill: 'fill-teal-700 dark:fill-teal-300',
    swatch: 'bg-teal-700 dark:bg-teal-300',
    dash: undefined,
  },
  {
    stroke: 'stroke-amber-700 dark:stroke-amber-300',
    fill: 'fill-amber-700 dark:fill-amber-300',
    swatch: 'bg-amber-700 dark:bg-amber-300',
    dash: '7 3',
  },
  {
    stroke: 'stroke-violet-700 dark:stroke-violet-300',
    fill: 'fill-violet-700 dark:fill-violet-300',
    swatch: 'bg-violet-700 dark:bg-violet-300',
    dash: '2 3',
  },
  {
    stroke: 'stroke-rose-700 dark:stroke-rose-300',
    fill: 'fill-rose-700 dark:fill-rose-300',
    swatch: 'bg-rose-700 dark:bg-rose-300',
    dash: '9 3 2 3',
  },
  {
    stroke: 'stroke-sky-700 dark:stroke-sky-300',
    fill: 'fill-sky-700 dark:fill-sky-300',
    swatch: 'bg-sky-700 dark:bg-sky-300',
    dash: '4 2',
  },
  {
    stroke: 'stroke-lime-700 dark:stroke-lime-300',
    fill: 'fill-lime-700 dark:fill-lime-300',
    swatch: 'bg-lime-700 dark:bg-lime-300',
    dash: '1 2',
  },
  {
    stroke: 'stroke-fuchsia-700 dark:stroke-fuchsia-300',
    fill: 'fill-fuchsia-700 dark:fill-fuchsia-300',
    swatch: 'bg-fuchsia-700 dark:bg-fuchsia-300',
    dash: '6 2 1 2',
  },
  {
    stroke: 'stroke-stone-700 dark:stroke-stone-300',
    fill: 'fill-stone-700 dark:fill-stone-300',
    swatch: 'bg-stone-700 dark:bg-stone-300',
    dash: '10 4',
  },
];

export const seriesStyle = (index: number): SeriesStyle => SERIES_STYLES[index % SERIES_STYLES.length]!;
