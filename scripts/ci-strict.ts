// Under CI a test never skips for want of a program it needs (PostgreSQL, Redis, HAProxy, Chromium): a
// CI whose set-up could not install one would otherwise pass without having run those tests. There the
// test fails, saying what is missing and how to install it. On a contributor's machine it skips, saying
// the same, and everything else still runs.
import type { Needed } from './ensure-tool';

/** Whether the tests run under CI: the environment variable CI set, as .ci/run and CI services set it. */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

/**
 * For a test that cannot run without `needed`, which this machine lacks: under CI, throws (the test
 * fails, saying what is missing and how to install it); elsewhere, answers the note to skip it with.
 */
export function skipOrFail(needed: Needed, env: NodeJS.ProcessEnv = process.env): string {
  if (isCi(env))
    throw new Error(
      `No ${needed.name} on this machine, and CI is set, so ${needed.neededBy} fail instead of skipping: ` +
        `${needed.install}, or run \`npm test\` as root on Debian, which installs it.`,
    );
  return `No ${needed.name} on this machine, so ${needed.neededBy} are skipped: ${needed.install} to run them.`;
}

/**
 * Says once, in the tests' output, that the tests needing `needed` will skip and why: a skipped test's
 * note is not in the default report. Nothing under CI, where each of those tests fails instead.
 */
export function warnOfSkips(needed: Needed, env: NodeJS.ProcessEnv = process.env): void {
  if (!isCi(env)) console.warn(skipOrFail(needed, env));
}
