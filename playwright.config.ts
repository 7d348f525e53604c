// End-to-end tests drive the built app (vite preview) in real Chromium at phone size: the system's
// Chromium where it is installed (its headless shell where that is too), else Playwright's own.
// `npm test` runs scripts/ensure-browser.ts first, which installs one when there is none; the same
// search finds it here.
import { defineConfig } from '@playwright/test';
import { findBrowser, headlessShellBeside } from './scripts/ensure-browser';

const found = findBrowser();
// Chromium's headless shell where it is installed beside that Chromium: lighter, and what Playwright runs
// headless by default (the tests about a tenth faster on it here; docs/benchmarks.md).
const browser = headlessShellBeside(found) ?? found ?? undefined;
// E2E_PORT lets several checkouts on one machine test side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three workers on the 2-core machine: a test waiting on a timer, a server or Chromium's quota check leaves
  // its core idle, and a third worker fills it (7.6–7.8 min against 8.7 min with two, every test passing,
  // the live tests' own limits such as a hung server noticed within 10 s included; docs/benchmarks.md).
  workers: 3,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: browser,
      // This machine's network is closed: background services would only fail noisily.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // `npm test` builds once before the budgets; on its own, test:e2e builds first.
    command: `${process.env.E2E_SKIP_BUILD ? '' : 'npm run build && '}npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    // Locally a preview already running on the port is used as it is; CI always builds afresh.
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
