// Dates and times of a night in the language in use (its `lang` tag picks the script and the order:
// "Fri, 13 Jun 2025" in English, "2025年6月13日周五" in Simplified, "2025年6月13日（星期五）" in Traditional).
import { langTag } from '../i18n/catalogs';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(kind: 'date' | 'short' | 'time'): Intl.DateTimeFormat {
  const tag = langTag();
  const key = `${kind}/${tag}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      tag,
      kind === 'date'
        ? { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }
        : kind === 'short'
          ? { day: 'numeric', month: 'short' }
          : { hour: 'numeric', minute: '2-digit' },
    );
    formats.set(key, made);
  }
  return made;
}

/** "Fri, 13 Jun 2025": the night, as players remember it. */
export const dateWords = (at: number): string => format('date').format(at);

/** "13 Jun": a night under a chart. */
export const shortDateWords = (at: number): string => format('short').format(at);

/** "8:05 pm": when a night was started or shared. */
export const timeWords = (at: number): string => format('time').format(at);
