// The glossary's decisions as data (src/i18n/GLOSSARY.md): the forms a Chinese catalog must not use,
// the words fixed for the labels players tap most, and the Hong Kong register. The catalog test
// (catalog-words.test.ts) reads them, so a decision written in the glossary is checked on every message.

export type Script = 'zh-Hans' | 'zh-Hant';

export interface ForbiddenForm {
  /** The form as written in the glossary: plain text, or a /regex/ where the context decides. */
  form: string;
  pattern: RegExp;
  scripts: readonly Script[];
  instead: string;
  why: string;
  /** Where the form is wrong only beside one English: the messages whose English says this. */
  english?: RegExp;
}

export interface FixedWord {
  english: string;
  words: Readonly<Record<Script, string>>;
}

export interface Glossary {
  forbidden: ForbiddenForm[];
  fixed: FixedWord[];
  /** The Hong Kong register: 'written' (書面語 with the table's Cantonese words) or 'cantonese'. */
  hongKongVoice: 'written' | 'cantonese';
}

/** The rows of the first table after a `## heading`, each as its cells (the header row left out). */
function tableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`GLOSSARY.md has no “## ${heading}” section`);
  const rest = markdown.slice(start + heading.length + 5);
  const end = rest.search(/\n## /);
  const section = end < 0 ? rest : rest.slice(0, end);
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  // rows[0] is the header, rows[1] the |---| line.
  return rows.slice(2).map((line) =>
    line
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim()),
  );
}

/** A cell's code span: `text`, or the text itself; `\|` is a pipe (markdown's escape inside a table). */
const code = (cell: string): string => (/^`(.*)`$/.exec(cell)?.[1] ?? cell).replaceAll('\\|', '|');

function scriptsOf(cell: string): Script[] {
  if (cell === 'both') return ['zh-Hans', 'zh-Hant'];
  if (cell === 'zh-Hans' || cell === 'zh-Hant') return [cell];
  throw new Error(`GLOSSARY.md: unknown script “${cell}” (zh-Hans, zh-Hant or both)`);
}

function patternOf(form: string): RegExp {
  const regex = /^\/(.+)\/(i?)$/.exec(form);
  if (regex) return new RegExp(regex[1]!, `u${regex[2]}`);
  return new RegExp(form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'u');
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- headings of GLOSSARY.md, read by the test, never shown
const SECTIONS = { forbidden: 'Forbidden forms', fixed: 'Fixed words' } as const;

export function parseGlossary(markdown: string): Glossary {
  const forbidden = tableAfter(markdown, SECTIONS.forbidden).map(([form, script, instead, why, english]) => {
    if (!form || !script || instead === undefined || why === undefined || english === undefined)
      throw new Error(
        `GLOSSARY.md: a forbidden form’s row needs five cells (the last may be empty): ${form}`,
      );
    const text = code(form);
    return {
      form: text,
      pattern: patternOf(text),
      scripts: scriptsOf(script),
      instead,
      why,
      ...(english === '' ? {} : { english: patternOf(code(english)) }),
    };
  });
  const fixed = tableAfter(markdown, SECTIONS.fixed).map(([english, hans, hant]) => {
    if (!english || !hans || !hant)
      throw new Error(`GLOSSARY.md: a fixed word’s row needs three cells: ${english}`);
    return { english: code(english), words: { 'zh-Hans': code(hans), 'zh-Hant': code(hant) } };
  });
  const voice = /^Hong Kong register: \*\*(written|cantonese)\*\*/m.exec(markdown)?.[1];
  if (voice !== 'written' && voice !== 'cantonese')
    throw new Error('GLOSSARY.md must say “Hong Kong register: **written**” or “**cantonese**”');
  return { forbidden, fixed, hongKongVoice: voice };
}
