// Short message ids in the app's build. Lingui names a message without an id of its own by six
// characters of a hash of its words, in the code that shows it and in each of its three catalogs: text
// gzip cannot shrink (29.5 kB of the precache). Here each such id becomes a short one, in the catalogs and
// the code alike: the same messages, looked up the same way, by fewer and predictable characters. They are
// numbered file by file, then by their English words, and a compiled catalog lists its messages by
// number: a screen's messages lie together, where gzip finds what they share (2 kB less than in the
// hashes' order). Ids a message was given by hand (`names`, read by ids the code builds) are kept. Only
// the build takes them: tests and the dev server keep Lingui's.
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

/** The form of an id Lingui generates (six characters of base64). */
const GENERATED = /^[A-Za-z0-9+/]{6}$/;
/** A string literal holding exactly such an id, in code after Lingui's macros. */
const ID_LITERAL = /(["'`])([A-Za-z0-9+/]{6})\1/g;
/** What @lingui/vite-plugin makes of a catalog (createCompiledCatalog, namespace "es"). */
const COMPILED =
  /^(?:\/\*eslint-disable\*\/)?export const messages\s*=\s*JSON\.parse\(("(?:[^"\\]|\\.)*")\);?\s*$/;
const CATALOG = /[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.po$/;
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 0 → "0", 61 → "Z", 62 → "10": base 62, as short as the count of messages allows. */
export function shortId(index: number): string {
  let id = '';
  let rest = index;
  do {
    id = DIGITS[rest % 62]! + id;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return id;
}

/**
 * Each generated id's short id, numbered in the order given (so a catalog's keys run 0, 1, 2… in that
 * order). Refused when a short id is an id given by hand.
 */
export function shortIds(generated: Iterable<string>, givenByHand: ReadonlySet<string>): Map<string, string> {
  const map = new Map<string, string>();
  for (const id of new Set(generated)) {
    if (!GENERATED.test(id)) throw new Error(`"${id}" is not an id Lingui generates.`);
    const short = shortId(map.size);
    if (givenByHand.has(short))
      throw new Error(`The message id "${short}" is given by hand: it would be taken by a generated one.`);
    map.set(id, short);
  }
  return map;
}

/** A compiled catalog with its generated ids short, or null when the code is not what Lingui compiles. */
export function shortenCatalog(code: string, ids: ReadonlyMap<string, string>): string | null {
  const literal = COMPILED.exec(code.trim())?.[1];
  if (literal === undefined) return null;
  const messages = JSON.parse(JSON.parse(literal) as string) as Record<string, unknown>;
  const renamed = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [ids.get(id) ?? id, message]),
  );
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(renamed))});`;
}

/** Code with every string literal that is a generated id replaced by its short id. */
export const shortenCode = (code: string, ids: ReadonlyMap<string, string>): string =>
  code.replace(ID_LITERAL, (literal, quote: string, id: string) => {
    const short = ids.get(id);
    return short === undefined ? literal : `${quote}${short}${quote}`;
  });

/** A message as the source catalog has it: its id, the first file that shows it, its words. */
export interface SourceMessage {
  readonly id: string;
  readonly file: string;
  readonly words: string;
}

/** Ids in reading order: by the first file that shows each message, then by its words, then by id. */
export const inReadingOrder = (messages: readonly SourceMessage[]): string[] =>
  [...messages]
    .sort((a, b) => compare(a.file, b.file) || compare(a.words, b.words) || compare(a.id, b.id))
    .map((message) => message.id);

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Generated and hand-given ids of every catalog in the source language (lingui.config.ts). */
async function catalogIds(): Promise<{ generated: string[]; givenByHand: Set<string> }> {
  const config = getConfig();
  const source = config.sourceLocale;
  if (!source)
    throw new Error('lingui.config.ts names no source locale: the ids are read from its catalogs.');
  const generated: SourceMessage[] = [];
  const givenByHand = new Set<string>();
  for (const catalog of await getCatalogs(config)) {
    for (const [id, entry] of Object.entries((await catalog.read(source)) ?? {})) {
      // A message given an id by hand has no words of its own in the catalog: its id is what the
      // extractor found in the code.
      if (entry.message !== undefined && GENERATED.test(id))
        generated.push({ id, file: entry.origin?.[0]?.[0] ?? '', words: entry.message });
      else givenByHand.add(id);
    }
  }
  return { generated: inReadingOrder(generated), givenByHand };
}

export function shortMessageIds(): Plugin {
  let ids: Promise<Map<string, string>> | null = null;
  const idMap = (): Promise<Map<string, string>> => {
    ids ??= catalogIds().then(({ generated, givenByHand }) => shortIds(generated, givenByHand));
    return ids;
  };
  return {
    name: 'short-message-ids',
    apply: 'build',
    // After Lingui's macros have put the ids in the code and @lingui/vite-plugin has compiled the catalogs.
    enforce: 'post',
    async transform(code, id) {
      const path = id.split('?')[0]!;
      if (CATALOG.test(path)) {
        const shortened = shortenCatalog(code, await idMap());
        if (shortened === null)
          throw new Error(
            `${path} is not compiled as @lingui/vite-plugin compiles a catalog: see scripts/vite-plugin-short-message-ids.ts.`,
          );
        return { code: shortened, map: null };
      }
      if (!/\.[cm]?[jt]sx?$/.test(path) || path.includes('/node_modules/')) return null;
      const map = await idMap();
      const shortened = shortenCode(code, map);
      return shortened === code ? null : { code: shortened, map: null };
    },
    // Nothing left behind: a generated id still in the built code would find no message.
    async generateBundle(_options, bundle) {
      const map = await idMap();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const [, , id] of file.code.matchAll(ID_LITERAL))
          if (map.has(id!))
            this.error(
              `${file.fileName} still names the message id "${id}": see scripts/vite-plugin-short-message-ids.ts.`,
            );
      }
    },
  };
}
