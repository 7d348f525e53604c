// The status strip tells the truth in each language (issue 29): on a phone that joined a live night in
// English, 简体中文 or 繁體中文, it says Live with the table's count while the server answers, Offline
// (nothing waiting) as soon as the phone loses its network, Live again when it is back, and stops saying
// Live within 10 s of the server hanging (SIGSTOP), saying the server does not answer (never that the phone
// is offline: its network is fine), every time in the phone's own words.
import type { Page } from '@playwright/test';
import { startNight } from './helpers';
import { expect, test } from './live-helpers';

test.use({ actionTimeout: 15_000 });

const CONNECTS_WITHIN = { timeout: 20_000 };

const WORDS = {
  'en-SG': { live: 'Live · 2 phones connected', offline: 'Offline — no changes waiting', notLive: /^(Connecting…|No answer from the server — )/ },
  'zh-SG': { live: '实时同步 · 已连接 2 部手机', offline: '离线 — 没有待发送的更改', notLive: /^(正在连接……|服务器没有回应 — )/ },
  'zh-HK': { live: '即時同步 · 已連線 2 部手機', offline: '離線 — 沒有更改等待傳送', notLive: /^(正在連線⋯⋯|伺服器沒有回應 — )/ },
} as const;

const strip = (page: Page) => page.getByTestId('live-status');

for (const [locale, words] of Object.entries(WORDS)) {
  test(`the strip in ${locale}: Live with the count, Offline at once, Live again, not Live within 10 s of a hung server`, async ({ live }) => {
    test.setTimeout(120_000);
    const server = await live.startServer();
    const host = await live.phone(server);
    await host.page.goto('/#/tonight');
    await startNight(host.page);
    await host.page.getByRole('button', { name: 'Invite the table' }).click();
    const link = await host.page.getByRole('textbox', { name: 'Live link' }).inputValue();

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
    } finally {
      server.resume();
    }
    await expect(strip(guest.page)).toHaveText(words.live, CONNECTS_WITHIN);
  });
}
