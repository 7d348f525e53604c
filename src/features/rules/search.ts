// Search over names as players type them: any case, with or without spaces, English or Chinese.

const normalise = (text: string): string => text.toLowerCase().replace(/[\s\-_()（）·、,./]+/g, '');

/** Whether every word of `query` appears in one of `fields` (an empty query matches everything). */
export function matchesQuery(query: string, fields: ReadonlyArray<string | undefined>): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean).map(normalise).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.filter((f): f is string => Boolean(f)).map(normalise);
  return words.every((word) => haystack.some((field) => field.includes(word)));
}
