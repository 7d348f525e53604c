// The live night's connection, held on every screen while the app's keeper (LiveKeeper.tsx) keeps a live
// night: the live night's engine (Yjs and Hocuspocus's provider) comes with this chunk, loaded only when
// there is such a night, and the status strip above the tab bar says where the night stands.
import type { TaiTableDB } from '../../db';
import { useLiveNight } from '../../sync';
import { navigate } from '../../state/route';
import { LiveStatusBar } from './LiveStatusBar';

/** Holds the night's connection while mounted, and shows where it stands while the night is live. */
export default function LiveConnection({
  db,
  nightId,
  finished,
}: {
  db: TaiTableDB;
  nightId: string;
  finished: boolean;
}) {
  const state = useLiveNight(db, nightId);
  const { status } = state;
  // A finished night is only listened to: no strip (nothing can be recorded, and "Live" would say otherwise),
  // unless this phone's changes still wait for the server or cannot go: that is said until they went.
  const says =
    !finished ||
    (status.kind !== 'live' &&
      status.kind !== 'local' &&
      (status.kind === 'refused' || status.kind === 'stuck' || status.waiting > 0));
  return says ? <LiveStatusBar status={status} onExplain={explain} /> : null;
}

/** The night's live panel says the whole of a refusal and the way out: on the night's screen, in view. */
function explain(): void {
  navigate({ name: 'tonight' });
  let tries = 0;
  const find = (): void => {
    const panel = document.getElementById('live-night');
    if (panel) {
      panel.scrollIntoView({ block: 'center' });
      panel.focus({ preventScroll: true });
      return;
    }
    // The night's screen may still be loading: looked for again for up to two seconds.
    tries += 1;
    if (tries < 40) setTimeout(find, 50);
  };
  find();
}
