// Every screen but the score screen, by the address: a chunk of its own, so the first screen carries
// none of their imports nor the words of the page that is not found. The app's start fetches it at
// once at any other address (app/start.tsx), beside React DOM, so a screen opened by a link waits no
// longer than it did when this was part of the app's own chunk.
import { Trans } from '@lingui/react/macro';
import { lazy } from 'react';
import { ScoreScreen } from '../features/score/ScoreScreen';
import type { Route } from '../state/route';
import { withWords } from '../i18n/with-words';

// Each loads on first visit; the service worker precaches them all, so they open offline too.
// The night's screens show the night area's chart, sharing, backups, kept copies and nights
// compared; starting a night shows the settings' saved tables and house rules; Settings and a saved
// table's link show the ledger's sheets and money field; the rules show the house rules' values.
const NightScreen = lazy(
  withWords(['ledger', 'night', 'settings', 'live', 'later'], () => import('../features/ledger/NightScreen')),
);
const SettleScreen = lazy(
  withWords(['ledger', 'night', 'later', 'live'], () => import('../features/ledger/SettleScreen')),
);
const HistoryScreen = lazy(
  withWords(['ledger', 'night', 'later'], () => import('../features/ledger/HistoryScreen')),
);
const RulesScreen = lazy(
  withWords(['rules', 'later', 'settings'], () => import('../features/rules/RulesScreen')),
);
const SettingsScreen = lazy(
  withWords(['settings', 'ledger', 'later'], () => import('../features/settings/SettingsScreen')),
);
const JoinLiveScreen = lazy(withWords(['live', 'ledger'], () => import('../features/live/JoinLiveScreen')));
const ShareView = lazy(withWords(['later', 'night'], () => import('../features/share/ShareView')));
const NightView = lazy(withWords(['night', 'ledger', 'later'], () => import('../features/night/NightView')));
const SaveTableView = lazy(
  withWords(['settings', 'ledger'], () => import('../features/tables/SaveTableView')),
);

export default function OtherScreen({ route }: { route: Route }) {
  switch (route.name) {
    case 'share':
      return <ShareView key={route.code} code={route.code} scoreScreen={<ScoreScreen />} />;
    case 'night':
      return <NightView key={route.code} code={route.code} />;
    case 'table':
      return <SaveTableView key={route.code} code={route.code} />;
    case 'live':
      return <JoinLiveScreen key={route.room} room={route.room} server={route.server} />;
    case 'tonight':
      return <NightScreen />;
    case 'settle':
      return <SettleScreen />;
    case 'history':
      return <HistoryScreen />;
    case 'rules':
      return <RulesScreen profile={route.profile} slug={route.slug} />;
    case 'settings':
      return <SettingsScreen />;
    default:
      return (
        <div className="space-y-2">
          <h1 className="text-xl font-bold">
            <Trans>Page not found</Trans>
          </h1>
          <p>
            <Trans>
              There is nothing at this address in the app.{' '}
              <a className="underline" href="#/">
                Score a hand
              </a>
              .
            </Trans>
          </p>
        </div>
      );
  }
}
