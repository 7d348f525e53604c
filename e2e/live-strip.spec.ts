// The status strip tells the truth in each language: on a phone that joined a live night in
// English, 简体中文 or 繁體中文, it says Live with the table's count while the server answers, Offline
// (nothing waiting) as soon as the phone loses its network, Live again when it is back, and stops saying
// Live within 10 s of the server hanging (SIGSTOP), saying the server does not answer (never that the phone
// is offline: its network is fine), and says so within 10 s again when the page is opened anew while the
// server still hangs, every time in the phone's own words.
//
// And the two states where the night cannot go on live, produced for real against the real server and
// the built app: the server's check refusing this phone's change (the night at its bound of records,
// close code 4422), and the phone's own storage refusing the room's changes (Chromium's quota for the
// origin made tiny through the DevTools protocol). Each is said in the phone's words with what to do,
// and nothing is lost: the refused hand stays on the phone, and the stored changes catch up once space returns.
import type { Page } from '@playwright/test';
import * as Y from 'yjs';
import { connectSealedPhone, waitUntil } from '../server/testing';
import { LANG_TAGS, LOCALE_NAMES, localeOfTag } from '../src/i18n/locales';
import { MAX_RECORDS } from '../src/sync/log';
import { recordByTai, startNight } from './helpers';
import { expect, test, type LiveHarness, type Phone } from './live-helpers';
import { inviteTheTable, strip } from './live-steps';

test.use({ actionTimeout: 15_000 });

const CONNECTS_WITHIN = { timeout: 20_000 };

const WORDS = {
  'en-SG': {
    live: 'Live · 2 phones connected',
    offline: 'Offline — no changes waiting',
    notLive: /^(Connecting…|No answer from the server — )/,
    noAnswer: 'No answer from the server — no changes waiting',
    drawn: 'Drawn hand',
    drawnSheet: 'Record a drawn hand',
    record: 'Record',
    cancel: 'Cancel',
    whatToDo: 'What to do',
    offlineOne: 'Offline — 1 change waiting',
    fullHere:
      'This live night holds as many changes as its server takes. Finish it and start a new night for the next hands.',
    refused: 'Not live: the server refused this phone’s last change',
    nightFull: 'This night is full: the live server takes no more changes to it.',
    nightFullDo: 'Start a new night and invite the table to it.',
    keptOne: 'Kept on this phone, nothing lost: 1 change the other phones have not got.',
    stuck: 'Not saved: this phone’s storage is full',
    storageFull: 'This phone’s storage is full: the table’s latest changes could not be saved on it.',
    storageFullDo: 'Make some space on this phone',
  },
  'zh-SG': {
    live: '实时同步 · 已连接 2 部手机',
    offline: '离线：没有待发送的更改',
    notLive: /^(正在连接……|服务器没有回应：)/,
    noAnswer: '服务器没有回应：没有待发送的更改',
    drawn: '流局',
    drawnSheet: '记下流局',
    record: '记下',
    cancel: '取消',
    whatToDo: '怎么办',
    offlineOne: '离线：1 项更改待发送',
    fullHere: '这个牌局的记录已满：请结束它再开始另一个牌局。',
    refused: '未实时同步：服务器拒绝了这部手机的最新更改',
    nightFull: '这个牌局已满：实时同步服务器不再接受它的更改。',
    nightFullDo: '请开一个新牌局，再邀请同桌加入。',
    keptOne: '保留在这部手机上，没有丢失：其他手机还没收到的 1 项更改。',
    stuck: '未保存：这部手机的存储空间已满',
    storageFull: '这部手机的存储空间已满：同桌最新的更改无法保存到这部手机上。',
    storageFullDo: '请在这部手机上腾出一些空间',
  },
  'zh-HK': {
    live: '即時同步 · 已連線 2 部手機',
    offline: '離線：沒有待傳送的更改',
    notLive: /^(正在連線⋯⋯|伺服器沒有回應：)/,
    noAnswer: '伺服器沒有回應：沒有待傳送的更改',
    drawn: '流局',
    drawnSheet: '記錄流局',
    record: '記錄',
    cancel: '取消',
    whatToDo: '怎麼辦',
    offlineOne: '離線：1 項更改待傳送',
    fullHere: '這個牌局的記錄已滿：請完局再開始另一個牌局。',
    refused: '未即時同步：伺服器拒絕了這部手機最新的更改',
    nightFull: '這個牌局已滿：即時同步伺服器不再接受它的更改。',
    nightFullDo: '請開始一個新牌局，再邀請同枱加入。',
    keptOne: '保留在這部手機上，沒有遺失：其他手機還沒收到的 1 項更改。',
    stuck: '未儲存：這部手機的儲存空間已滿',
    storageFull: '這部手機的儲存空間已滿：同枱最新的更改無法儲存到這部手機上。',
    storageFullDo: '請在這部手機上騰出一些空間',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];
const roomSecret = (link: string): string =>
  decodeURIComponent(new URL(link).hash.replace(/^#\/live\//, '').split(/[/?&]/)[0] ?? '');
const entry = (page: Page, number: number) => page.locator(`[data-entry="${number}"]`);

for (const [locale, words] of Object.entries(WORDS)) {
  test(`the strip in ${locale}: Live with the count, Offline at once, Live again, not Live within 10 s of a hung server, nor after a reload while it hangs`, async ({
    live,
  }) => {
    test.setTimeout(120_000);
    const server = await live.startServer();
    const host = await live.phone(server);
    await host.page.goto('/#/tonight');
    await startNight(host.page);
    // Once the host is Live the room is on the server: a phone joining earlier finds no night there yet.
    const link = await inviteTheTable(host.page);

    const guest = await live.phone(server, { locale });
    await guest.page.goto(link);
    await expect(guest.page.getByTestId('hand-now')).toBeVisible({ timeout: 15_000 });
    await expect(strip(guest.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
    await expect(strip(guest.page)).toHaveText(words.live, CONNECTS_WITHIN);

    await guest.goOffline();
    await expect(strip(guest.page)).toHaveAttribute('data-live', 'offline');
    await expect(strip(guest.page)).toHaveText(words.offline);
    await guest.goOnline();
    await expect(strip(guest.page)).toHaveText(words.live, CONNECTS_WITHIN);

    server.pause();
    try {
      await expect(strip(guest.page)).not.toHaveAttribute('data-live', 'live', { timeout: 10_000 });
      await expect(strip(guest.page)).toHaveText(words.notLive);
      // Opened again while the server still hangs (its socket opening and never answered): the server does
      // not answer, said within the same 10 s, never "Connecting…" for ever.
      await guest.page.reload();
      await expect(strip(guest.page)).toHaveText(words.noAnswer, { timeout: 10_000 });
    } finally {
      server.resume();
    }
    await expect(strip(guest.page)).toHaveText(words.live, CONNECTS_WITHIN);
  });
}

/** A host in English starts a night and invites the table; a phone in `locale` joins it and is Live. */
async function tableOf(live: LiveHarness, locale: string, words: Words) {
  const server = await live.startServer();
  const host = await live.phone(server);
  await host.page.goto('/#/tonight');
  await startNight(host.page);
  // Once the host is Live the room is on the server: a phone joining earlier finds no night there yet.
  const link = await inviteTheTable(host.page);
  const guest = await live.phone(server, { locale });
  await guest.page.goto(link);
  await expect(guest.page.getByTestId('hand-now')).toBeVisible({ timeout: 15_000 });
  await expect(strip(guest.page)).toHaveText(words.live, CONNECTS_WITHIN);
  return { server, host, guest, link };
}

async function recordDrawnHand(phone: Phone, words: Words): Promise<void> {
  await phone.page.getByRole('button', { name: words.drawn, exact: true }).click();
  await phone.page
    .getByRole('dialog', { name: words.drawnSheet })
    .getByRole('button', { name: words.record, exact: true })
    .click();
  await expect(phone.page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Waits until the page's origin is refused a write of IndexedDB. Chromium keeps what an origin may still
 * write for up to 30 s before asking the quota again (measured: a 300-byte write passes for 28 s after
 * Storage.overrideQuotaForOrigin, and is refused from 32 s on), so a probe database is written until refused.
 */
async function untilStorageRefuses(page: Page): Promise<void> {
  const probe = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open('quota-probe', 1);
          open.onupgradeneeded = () => open.result.createObjectStore('probe', { autoIncrement: true });
          open.onerror = () => resolve(open.error?.name ?? 'error');
          open.onsuccess = () => {
            const tx = open.result.transaction('probe', 'readwrite');
            tx.objectStore('probe').add(new Uint8Array(300));
            tx.oncomplete = () => {
              open.result.close();
              resolve('stored');
            };
            tx.onabort = () => {
              open.result.close();
              resolve(tx.error?.name ?? 'aborted');
            };
          };
        }),
    );
  await expect.poll(probe, { timeout: 45_000, intervals: [2_000] }).toBe('QuotaExceededError');
}

// The night's bound in every language in one test, on one phone: filling a room to its bound of records is
// the long part (each of its thousands of sealed changes checked by the server, then by every phone in the
// room), so one phone is refused at the bound, by the server, and then reads the refusal, what to do, the
// change it keeps and the full night's notice in each language in turn, chosen in Settings. What the server
// refuses does not depend on the phone's words; every word is checked in each language.
test("the strip in each language: the server's check refuses this phone's change at the night's bound, and the change is kept", async ({
  live,
}) => {
  test.setTimeout(240_000);
  const server = await live.startServer();
  const host = await live.phone(server);
  await host.page.goto('/#/tonight');
  await startNight(host.page);
  // Once the host is Live the room is on the server: a phone joining earlier finds no night there yet.
  const link = await inviteTheTable(host.page);

  // The phone joins, then loses its network before the night fills.
  const english = WORDS['en-SG'];
  const guest = await live.phone(server, { locale: 'en-SG' });
  await guest.page.goto(link);
  await expect(guest.page.getByTestId('hand-now')).toBeVisible({ timeout: 15_000 });
  await expect(strip(guest.page)).toHaveText(english.live, CONNECTS_WITHIN);
  await guest.goOffline();
  await expect(strip(guest.page)).toHaveAttribute('data-live', 'offline');

  // Meanwhile another phone of the table fills the night to its bound of records with legitimate changes
  // (reopening the open night), each taken by the server's check.
  // Yjs puts concurrent appends in the order of their phones' client ids, lowest first: the filler's is
  // the highest, so the phone's hand lands among the first 8,000 records, which every reader keeps. (The
  // other order is an open point: a refused hand past the bound leaves the phone's screen; docs/live-night.md.)
  const filler = new Y.Doc();
  filler.clientID = 0xffff_ffff;
  // The night is sealed: the filler signs its records with a key of its own.
  const peer = connectSealedPhone(server.url, roomSecret(link), { doc: filler });
  try {
    await waitUntil('the peer synced', () => peer.synced(), 20_000);
    const log = peer.doc.getArray<unknown>('log');
    let n = 0;
    while (log.length < MAX_RECORDS) {
      const batch = Math.min(1_000, MAX_RECORDS - log.length);
      peer.write(
        Array.from({ length: batch }, () => ({
          v: 2,
          t: 'status',
          id: `fill-${(n += 1)}`,
          phone: 'peer-phone-filler',
          at: Date.now(),
          status: 'open',
        })),
      );
      // A batch is a thousand envelopes, each checked by the server: generous on a busy machine.
      await waitUntil('the server took the batch', () => peer.synced(), 60_000);
    }
    expect(peer.refusals).toEqual([]);
  } finally {
    peer.destroy();
  }

  // Offline, the phone records a hand (its copy of the night has room); back online, it is one record past
  // the bound: the server's check refuses it (4422, night_full), this phone's own change, not only the phone
  // before it.
  const refusalsLogged = () => server.output().split('refused an update: night_full').length - 1;
  await recordDrawnHand(guest, english);
  await expect(strip(guest.page)).toHaveText(english.offlineOne);
  await guest.goOnline();
  // Back online, the phone first takes the 8,000 records it missed, each envelope checked, before its own
  // change meets the server's check: more than the 20 s a connection is given on a slow 2-core machine
  // (on 2026-12-06 it failed so in 2 runs of 3 with c3fa568's build, in 1 of 2 with the next).
  await expect(strip(guest.page)).toHaveAttribute('data-live', 'refused', { timeout: 90_000 });
  await expect.poll(refusalsLogged).toBeGreaterThan(0);

  for (const [locale, words] of Object.entries(WORDS)) {
    await test.step(locale, async () => {
      if (locale !== 'en-SG') {
        await guest.page.goto('/#/settings');
        const chosen = localeOfTag(locale)!;
        await guest.page
          .getByRole('radio', { name: LOCALE_NAMES[chosen], exact: true })
          .check({ force: true });
        // The language takes effect once its words are loaded, and the screens then redraw in a transition.
        // This phone has just taken the full night's 8,000 records: beside two other workers on a slow
        // 2-core machine that took more than 5 s (twice in one day), so the test waits for the switch first.
        await expect(guest.page.locator('html')).toHaveAttribute('lang', LANG_TAGS[chosen], {
          timeout: 30_000,
        });
        await guest.page.goto('/#/tonight');
      }
      await expect(strip(guest.page).getByRole('status')).toHaveText(words.refused, { timeout: 15_000 });
      await strip(guest.page).getByRole('button', { name: words.whatToDo }).click();
      const refusal = guest.page.locator('#live-night').getByRole('alert');
      await expect(refusal).toContainText(words.nightFull);
      await expect(refusal).toContainText(words.nightFullDo);
      await expect(guest.page.getByTestId('live-kept-waiting')).toHaveText(words.keptOne);
      // Nothing lost: the hand is on the phone, and still is after a reload (refused again, said again).
      await expect(entry(guest.page, 1)).toContainText(words.drawn);
      const refusedBefore = refusalsLogged();
      await guest.page.reload();
      await expect(strip(guest.page)).toHaveAttribute('data-live', 'refused', CONNECTS_WITHIN);
      await expect(strip(guest.page).getByRole('status')).toHaveText(words.refused);
      await expect(entry(guest.page, 1)).toContainText(words.drawn);
      await expect.poll(refusalsLogged).toBeGreaterThan(refusedBefore);

      // The phone now knows the night is full: the next hand is refused on the phone, in words, and not written.
      await guest.page.getByRole('button', { name: words.drawn, exact: true }).click();
      const sheet = guest.page.getByRole('dialog', { name: words.drawnSheet });
      await sheet.getByRole('button', { name: words.record, exact: true }).click();
      await expect(sheet.getByRole('alert')).toContainText(words.fullHere);
      await sheet.getByRole('button', { name: words.cancel, exact: true }).click();
      await expect(entry(guest.page, 2)).toHaveCount(0);
    });
  }
});

// The storage-full flow in every language in one test: Chromium asks the quota again only every 30 s or
// so (untilStorageRefuses), so the three tables wait out that time together rather than one after another.
test("the strip in each language: the phone's storage refuses the room's changes, said, then caught up once space returns", async ({
  live,
}) => {
  test.setTimeout(240_000);
  const tables = [];
  for (const [locale, words] of Object.entries(WORDS)) {
    const { host, guest } = await tableOf(live, locale, words);
    await expect(strip(host.page)).toHaveText(/^Live/, CONNECTS_WITHIN);
    // Chromium's quota for the app's origin, cut to a byte: every write of IndexedDB that grows it is refused.
    const origin = new URL(guest.page.url()).origin;
    const cdp = await guest.context.newCDPSession(guest.page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
    tables.push({ locale, words, host, guest, origin, cdp });
  }
  await Promise.all(tables.map(({ guest }) => untilStorageRefuses(guest.page)));

  for (const { locale, words, host, guest, origin, cdp } of tables) {
    await test.step(locale, async () => {
      await recordByTai(host.page, 1, null, 2);
      await expect(strip(guest.page)).toHaveAttribute('data-live', 'stuck', CONNECTS_WITHIN);
      await expect(strip(guest.page).getByRole('status')).toHaveText(words.stuck);
      await expect(entry(guest.page, 1)).toHaveCount(0);
      await strip(guest.page).getByRole('button', { name: words.whatToDo }).click();
      await expect(guest.page.getByTestId('live-storage-full')).toContainText(words.storageFull);
      await expect(guest.page.getByTestId('live-storage-full')).toContainText(words.storageFullDo);

      // Space returns (the origin's quota as the browser gives it): the phone stores the hand by itself.
      await cdp.send('Storage.overrideQuotaForOrigin', { origin });
      await expect(entry(guest.page, 1)).toBeVisible(CONNECTS_WITHIN);
      await expect(strip(guest.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
      await expect(strip(guest.page)).toHaveText(words.live);
      await expect(guest.page.getByTestId('live-storage-full')).toHaveCount(0);
      // Stored, not only shown: a reload reads it from the phone's database.
      await guest.page.reload();
      await expect(entry(guest.page, 1)).toBeVisible(CONNECTS_WITHIN);
    });
  }
});
