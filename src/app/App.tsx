// The app shell: a header, the screen the URL names, and the tab bar a thumb can reach.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { IfLedger } from './IfLedger';
import { loadScoreParts, ScoreScreen } from '../features/score/ScoreScreen';
import { routeHref, useRoute, type Route } from '../state/route';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { RescueActions } from '../ui/rescue';
import { i18n } from '../i18n/catalogs';
import { LANG_TAGS, type Locale } from '../i18n/locales';
import { withWords } from '../i18n/with-words';
import { AfterIdle, whenIdle } from '../state/idle';
import { warmIntlOffMainThread } from '../i18n/intl-warmup';

// The night's tab is at #/tonight; #/session, its address before, still opens it (state/route-address.ts).
const TABS: readonly { href: string; label: MessageDescriptor; matches: (route: Route) => boolean }[] = [
  { href: '#/', label: msg`Score`, matches: (r) => r.name === 'score' || r.name === 'share' },
  {
    href: '#/tonight',
    label: msg`Night`,
    matches: (r) =>
      r.name === 'tonight' ||
      r.name === 'settle' ||
      r.name === 'history' ||
      r.name === 'night' ||
      r.name === 'live',
  },
  { href: '#/rules', label: msg`Rules`, matches: (r) => r.name === 'rules' },
  { href: '#/settings', label: msg`Settings`, matches: (r) => r.name === 'settings' },
];

// eslint-disable-next-line lingui/no-unlocalized-strings -- the app's name, the same in every language (its Chinese name follows it)
const APP_NAME = 'Tai Table';
/**
 * The script the app's Chinese name is written in beside its English one, by language: none on an English
 * phone, whose first screen has no other Chinese. Its two characters made that screen's first layout load
 * a Chinese font, tens of megabytes (docs/benchmarks.md).
 */
const CHINESE_NAME_LANG: Readonly<Record<Locale, string | null>> = {
  en: null,
  'zh-Hans': LANG_TAGS['zh-Hans'],
  'zh-Hant': LANG_TAGS['zh-Hant'],
};

// Every other screen, by the address, is a chunk of its own (app/OtherScreens.tsx): the first screen
// carries none of it. Fetched once; asked again after a failure (a chunk that did not arrive may come).
type OtherScreens = { default: (props: { route: Route }) => ReactNode };
let otherScreens: Promise<OtherScreens> | null = null;
/** Fetches the other screens' chunk; the app's start asks for it at once at any address but the score screen's. */
export function loadOtherScreens(): Promise<OtherScreens> {
  otherScreens ??= withWords('later', () => import('./OtherScreens'))().catch((error: unknown) => {
    otherScreens = null;
    throw error;
  });
  return otherScreens;
}
const OtherScreen = lazy(loadOtherScreens);
// The update and offline notices say something only once the service worker has: their code (and
// the service worker's registration) follows the first screen instead of weighing on it.
const UpdatePrompt = lazy(
  withWords('later', () =>
    import('../features/update/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })),
  ),
);
// While a live night is open, the phone stays on it on every screen: its connection and status strip.
// A chunk of its own, asked for once the page is idle after the app has taken it over, and only once the
// ledger exists (IfLedger), so a first visit fetches none of it; the live night's engine comes only with a
// live night to keep (features/live/LiveKeeper.tsx).
const LiveKeeper = lazy(withWords(['live', 'ledger'], () => import('../features/live/LiveKeeper')));

function Screen({ route }: { route: Route }) {
  if (route.name !== 'score') return <OtherScreen route={route} />;
  return <ScoreScreen explainUnavailable chooseSavedTable />;
}

/**
 * The failure panel's backup and deletion, on the phone's own database. Their code, the database's
 * included, loads only when a button is pressed: the first screen carries none of it.
 */
const RESCUE: RescueActions = {
  saveBackup: async () => (await import('./rescue-actions')).rescueActions().saveBackup(),
  deleteNight: async (id) => (await import('./rescue-actions')).rescueActions().deleteNight(id),
};

export function App() {
  const route = useRoute();
  // The score screen's later parts are fetched in idle time on any screen, so the Score tab opens whole.
  useEffect(() => whenIdle(() => void loadScoreParts().catch(() => undefined)), []);
  // Intl's data is loaded by a throwaway worker, not by a player's first tap (i18n/intl-warmup.ts).
  useEffect(() => whenIdle(warmIntlOffMainThread), []);
  // Each screen fails alone, and the shell too has a net: no address ever leaves a blank page.
  // Every screen reads its words from Lingui's one i18n (src/i18n/catalogs.ts), in the language in use.
  return (
    <I18nProvider i18n={i18n}>
      <ErrorBoundary what="the app" resetKey={routeHref(route)} rescue={RESCUE}>
        <Shell route={route} />
      </ErrorBoundary>
    </I18nProvider>
  );
}

function Shell({ route }: { route: Route }) {
  const { t, i18n } = useLingui();
  const chineseNameLang = CHINESE_NAME_LANG[i18n.locale as Locale] ?? null;
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 text-stone-900 dark:bg-stone-950 dark:text-stone-100">
      <header className="sticky top-0 z-10 bg-emerald-900 px-3 py-2 text-white shadow dark:bg-emerald-950">
        <div className="mx-auto flex h-7 max-w-5xl items-center justify-between gap-2">
          <a href="#/" className="shrink-0 text-lg font-bold tracking-tight">
            {APP_NAME}
            {chineseNameLang !== null && (
              <>
                {' '}
                <span lang={chineseNameLang} className="font-normal opacity-80">
                  {t({
                    message: '台数',
                    comment: 'The app’s Chinese name, in the script of the language in use.',
                  })}
                </span>
              </>
            )}
          </a>
          {/* The service worker's registration too waits for an idle moment: no tap waits behind it. */}
          <AfterIdle>
            <Suspense fallback={null}>
              <UpdatePrompt />
            </Suspense>
          </AfterIdle>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-3 pb-24 pt-3 twocol:pt-2">
        <IfLedger>
          <AfterIdle>
            <ErrorBoundary what="this night" rescue={RESCUE}>
              <Suspense fallback={null}>
                <LiveKeeper />
              </Suspense>
            </ErrorBoundary>
          </AfterIdle>
        </IfLedger>
        <ErrorBoundary resetKey={routeHref(route)} rescue={RESCUE}>
          <Suspense
            fallback={
              <p className="text-sm text-stone-600 dark:text-stone-300">
                <Trans>Opening…</Trans>
              </p>
            }
          >
            <Screen route={route} />
          </Suspense>
        </ErrorBoundary>
      </main>
      <nav
        aria-label={t`Main`}
        className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] dark:border-stone-800 dark:bg-stone-900"
      >
        <ul className="mx-auto flex max-w-5xl">
          {TABS.map((tab) => {
            const current = tab.matches(route);
            return (
              <li key={tab.href} className="flex-1">
                <a
                  href={tab.href}
                  aria-current={current ? 'page' : undefined}
                  className={`block py-3 text-center text-sm font-medium ${current ? 'text-emerald-800 dark:text-emerald-300' : 'text-stone-600 dark:text-stone-300'}`}
                >
                  {i18n._(tab.label)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
