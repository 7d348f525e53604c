// Dates and times of a night in the language in use (its `lang` tag picks the script and the order:
// "Fri, 13 Jun 2025" in English, "2025年6月13日周五" in Simplified, "2025年6月13日（星期五）" in Traditional).
import { langTag } from '../i18n/catalogs';

const formats = new Map<string, Intl.DateTimeFormat>();

const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};

function format(kind: 'date' | 'short' | 'time' | 'dateTime'): Intl.DateTimeFormat {
  const tag = langTag();
  const key = `${kind}/${tag}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      tag,
      kind === 'date'
        ? DATE
        : kind === 'short'
          ? { day: 'numeric', month: 'short' }
          : kind === 'time'
            ? TIME
            : { ...DATE, ...TIME },
    );
    formats.set(key, made);
  }
  return made;
}

/** "Fri, 13 Jun 2025": the night, as players remember it. */
export const dateWords = (at: number): string => format('date').format(at);

/** "13 Jun": a night under a chart. */
export const shortDateWords = (at: number): string => format('short').format(at);

/**
 * "8:05 pm", "下午8:05": every time the app shows (an entry, a change in the history, a night's start),
 * in one format, so two times side by side never read differently ("9:26 am" beside "9:28 AM").
 */
export const timeWords = (at: number): string => format('time').format(at);

/** "Thu, 3 Dec 2026, 9:28 pm": a moment on another day than tonight (a kept copy of a night's history). */
export const dateTimeWords = (at: number): string => format('dateTime').format(at);
