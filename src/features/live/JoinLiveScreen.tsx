// A live link opened on a phone (#/live/<room>[/<server>]): joins the room and opens its night on the
// night's screen, live. The address is replaced rather than pushed, so the room's secret does not
// stay in the phone's history. A failure says why in a player's words, changes nothing, and offers
// a way on.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { DbError, DbResult, TaiTableDB } from '../../db';
import { getNight } from '../../db';
import { joinLive, type LiveLink } from '../../sync';
import { nightDate, nightTitle } from '../../words/night-words';
import { routeHref } from '../../state/route';
import { holdLiveLink, releaseLiveLink } from '../../state/live-link-hold';
import { parseRoute } from '../../state/route-address';
import { useDatabase } from '../../app/database';
import { rememberCurrent } from '../../app/current-night';
import { refusalWords } from '../../words/entry-words';
import { builtInServerUrl, currentServer } from '../../state/live-server';

import { LINK } from '../../ui/styles';

/** One join per room at a time: a second mount (React's checks, a double tap on the link) waits for the first. */
type Joined = DbResult<{ nightId: string; finishedAt?: number }>;
const joining = new Map<string, Promise<Joined>>();

function joinOnce(db: TaiTableDB, link: LiveLink): Promise<Joined> {
  const key = `${link.server} ${link.room}`;
  let pending = joining.get(key);
  if (!pending) {
    pending = joinLive(db, link)
      .catch((error: unknown): Joined => ({
        ok: false,
        error: { code: 'internal_error', message: error instanceof Error ? error.message : String(error) },
      }))
      .finally(() => joining.delete(key));
    joining.set(key, pending);
  }
  return pending;
}

type Joining =
  | { kind: 'joining' }
  | { kind: 'failed'; error: DbError; attempt: number }
  /** The link's night was finished: it is kept in Past nights, said so instead of opening "Start a night". */
  | { kind: 'finished'; title: string; finishedAt: number };

export default function JoinLiveScreen({ room, server }: { room: string; server?: string | undefined }) {
  const db = useDatabase();
  const { t } = useLingui();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Joining>({ kind: 'joining' });
  // A link opened in a tab where the app already ran (a hash change: the page's entry did not run again):
  // its room leaves the address before the first paint; `#/live` still names the held link.
  useLayoutEffect(() => holdLiveLink(parseRoute), []);

  // The link's own server; a link without one is on the app's own server (the one it was built with),
  // else this phone's; with neither, there is nothing to join through.
  const url = server ?? builtInServerUrl() ?? currentServer()?.url;

  useEffect(() => {
    if (url === undefined) return;
    let current = true;
    void joinOnce(db, { room, server: url }).then(async (joined) => {
      if (!current) return;
      if (!joined.ok) {
        setState({ kind: 'failed', error: joined.error, attempt });
        return;
      }
      const night = await getNight(db, joined.nightId);
      if (!current) return;
      if (night.ok && night.night.status === 'finished') {
        releaseLiveLink();
        setState({
          kind: 'finished',
          title: nightTitle(night.night),
          finishedAt: joined.finishedAt ?? night.night.updatedAt,
        });
        return;
      }
      // The joined night becomes the one the night's screen shows; its pointer refused only means the newest open night is shown.
      rememberCurrent(joined.nightId);
      releaseLiveLink();
      window.location.replace(routeHref({ name: 'tonight' }));
    });
    return () => {
      current = false;
    };
  }, [db, room, url, attempt]);

  // A failure belongs to the attempt that made it: "Try again" shows "Connecting…" at once.
  const shown =
    url === undefined ? 'no_server' : state.kind === 'failed' && state.attempt === attempt ? state : null;
  if (state.kind === 'finished') {
    const { title } = state;
    const date = nightDate(state.finishedAt);
    return (
      <div className="space-y-3">
        <h1 className="text-xl font-bold">{t`This night is finished`}</h1>
        <p role="status" data-testid="joined-night-finished">
          <Trans>
            The night “{title}” was finished on {date}; it is in{' '}
            <a className={LINK} href="#/history">
              Past nights
            </a>
            , with its totals and who pays whom.
          </Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <h1 className="text-xl font-bold">
        {shown === null ? t`Joining the night` : t`The night could not be joined`}
      </h1>
      {shown === null && (
        <p
          role="status"
          className="text-sm text-stone-600 dark:text-stone-300"
        >{t`Connecting… The night opens as soon as it arrives.`}</p>
      )}
      {shown === 'no_server' && (
        <p role="alert">
          <Trans>
            This live link does not say which server holds the night, and this phone has none set. Ask for the
            link again, or set the table’s server in{' '}
            <a className={LINK} href="#/settings">
              Settings
            </a>
            , under Live night, and open the link again.
          </Trans>
        </p>
      )}
      {shown !== null && shown !== 'no_server' && (
        <div role="alert" className="space-y-2">
          <JoinFailure error={shown.error} />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn"
              onClick={() => setAttempt((n) => n + 1)}
            >{t`Try again`}</button>
            <a className="btn-quiet" href="#/tonight">{t`Back to this phone’s night`}</a>
          </div>
        </div>
      )}
    </div>
  );
}

function JoinFailure({ error }: { error: DbError }) {
  const { t } = useLingui();
  switch (error.code) {
    case 'room_empty':
      return (
        <p>{t`The server has no night under this link yet. The phone that invited you may not have reached the server: wait until it shows “Live”, then try again. A night not opened for 90 days is forgotten by the server.`}</p>
      );
    case 'unreadable_room':
      return (
        <p>{t`The night under this link could not be read: it may come from a newer version of the app, or be damaged. Ask the phone that invited you for a new link. Nothing was changed on this phone.`}</p>
      );
    case 'bad_server':
      return (
        <p>{t`The server named in this link did not answer as a live-night server. Check the link, or ask for it again. Nothing was changed on this phone.`}</p>
      );
    case 'bad_room':
      return <p>{t`This live link is damaged: it does not name a night. Ask for it again.`}</p>;
    default: {
      // A known refusal is worded by its code; an unexpected exception keeps its own text, as a detail.
      const message = error.code === 'internal_error' ? error.message : refusalWords(error);
      return (
        <p>{t`The night could not be joined (${message}). Nothing was changed on this phone: check the connection and try again.`}</p>
      );
    }
  }
}
