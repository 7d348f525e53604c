// What English is left on a page that should be in Chinese: each Latin word of three letters or more
// that is not one players say in English (the app's name, the romanised names tables say, the
// language picker's own "English", abbreviations, the command that starts a sync server, the payment
// schemes as the banks' apps name them: PayNow, FPS, and the UEN a PayNow business number is).
import type { Page } from '@playwright/test';

// Compared without case: a label set in capitals by its style reads BAO.
const ALLOWED = new Set([
  'tai',
  'table',
  'ping',
  'hu',
  'kah',
  'long',
  'zha',
  'ren',
  'bao',
  'english',
  'npm',
  'run',
  'qr',
  'csv',
  'sgd',
  'hkd',
  'url',
  'ws',
  'wss',
  'paynow',
  'fps',
  'uen',
]);

/** `names`: what the players typed (their names), which stay as they are in every language. */
export async function englishLeft(page: Page, names: readonly string[] = []): Promise<string[]> {
  // Identifiers are the same in every language: a table's profile (sg-reference) or a house rule's
  // option key (seven_pairs), as the rules pages cite them.
  const text = (await page.locator('body').innerText()).replace(/\b[a-z0-9]+(?:[_-][a-z0-9]+)+\b/g, '');
  const theirs = new Set(names.flatMap((name) => name.toLowerCase().split(/[^a-z]+/)));
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter(
    (word) => !ALLOWED.has(word.toLowerCase()) && !theirs.has(word.toLowerCase()),
  );
}
