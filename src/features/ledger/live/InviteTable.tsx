// "Invite the table" on the night's screen: makes the night live (any night, new or running) and
// gives its live link three ways: the phone's share sheet (or the clipboard), a read-only field and a
// QR code for the phones across the table. The room's secret travels only in the link's # fragment.
// With no server to share through, or a server that refused the night, it says why and what to do.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ShareOutcome } from '../../../ui/share/share-link';
import type { LiveRefusalReason, LiveStatus, LogRefusal } from '../../../sync';
import type { LiveServer } from '../../../state/live-server';

// Its words (a link too long for a code) are in `later`, loaded with every screen that shows one.
const QrCode = lazy(withWords('later', () => import('../../../ui/share/QrCode')));

import { ALERT, CARD, LINK, MUTED } from '../../../ui/styles';
import { withWords } from '../../../i18n/with-words';

/** What making the night live answered: its link, or why not (a sentence from the engine or the phone, shown as its cause). */
export type MakeLiveAnswer = { ok: true; url: string } | { ok: false; cause: string };

export type OfferLink = (url: string, title: string) => Promise<ShareOutcome>;

const defaultOffer: OfferLink = async (url, title) =>
  (await import('../../../ui/share/share-link')).offerLink(url, title);

export function InviteTable({
  nightName,
  status,
  url,
  server,
  makeLive,
  offer = defaultOffer,
  onStop,
  children,
}: {
  nightName: string;
  status: LiveStatus;
  /** The live link, once the night is live. */
  url: string | null;
  server: LiveServer | null;
  makeLive: () => Promise<MakeLiveAnswer>;
  offer?: OfferLink;
  /** After a refusal: makes the night local again on this phone (then it can be invited again, through another server). */
  onStop?: (() => void) | undefined;
  /** More of the live night, below the invitation (entries that could not be read, entries set aside). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const [shown, setShown] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [problem, setProblem] = useState<'no_server' | { cause: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const live = status.kind !== 'local';
  // The link, field and QR code show once asked for: a joined phone's screen stays short until it invites.
  const link = shown === null ? null : (url ?? shown);
  const field = useRef<HTMLInputElement>(null);
  // The link just given is brought into view above the status strip and the tab bar (its scroll margin).
  useEffect(() => {
    const input = field.current;
    // Not every platform scrolls elements (jsdom, in the unit tests, has no scrollIntoView).
    if (shown !== null && input && typeof input.scrollIntoView === 'function')
      input.scrollIntoView({ block: 'nearest' });
  }, [shown]);

  const invite = async (): Promise<void> => {
    setProblem(null);
    let target = url;
    if (target === null) {
      if (server === null) {
        setProblem('no_server');
        return;
      }
      setBusy(true);
      try {
        const answer = await makeLive();
        if (!answer.ok) {
          setProblem({ cause: answer.cause });
          return;
        }
        target = answer.url;
      } finally {
        setBusy(false);
      }
    }
    setShown(target);
    setOutcome(
      await offer(target, t`Our mahjong night, live: ${nightName}`).catch((error: unknown) => {
        // The share sheet and the clipboard both failed: the link is on screen to copy by hand.
        console.warn('The live link could not be offered:', error);
        return 'shown' as const;
      }),
    );
  };

  return (
    <section
      id="live-night"
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      className={`${CARD} space-y-2 focus:outline-none`}
    >
      <h2 id={`${id}-heading`} className="font-semibold">{t`Live night`}</h2>
      {status.kind === 'stuck' && <PhoneStorageFull />}
      {status.kind === 'refused' ? (
        <LiveRefusal
          reason={status.reason}
          change={status.change}
          waiting={status.waiting ?? 0}
          server={server}
          onStop={onStop}
        />
      ) : (
        <>
          <p className={MUTED}>
            {live
              ? t`Every phone with the live link sees this night as it is now, and any of them can record a hand, offline too.`
              : t`Every phone at the table sees the night as it is now, and any of them can record a hand. Hands recorded so far come along.`}
          </p>
          <button
            type="button"
            className="btn w-full"
            disabled={busy}
            onClick={() => void invite()}
          >{t`Invite the table`}</button>
        </>
      )}
      {problem === 'no_server' && (
        <div role="alert" className={ALERT}>
          <p>
            <Trans>
              This phone has no live server to share the night through. Set one in{' '}
              <a className={LINK} href="#/settings">
                Settings
              </a>
              , under Live night: a club can run its own. Until then, “Share the night” sends a copy of the
              night as it is.
            </Trans>
          </p>
        </div>
      )}
      {problem !== null && problem !== 'no_server' && <NotMadeLive cause={problem.cause} />}
      {link !== null && status.kind !== 'refused' && (
        <div className="space-y-2">
          <label
            htmlFor={`${id}-link`}
            className="block text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300"
          >{t`Live link`}</label>
          <input
            ref={field}
            id={`${id}-link`}
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="scroll-mb-28 scroll-mt-16 w-full rounded-md border border-stone-300 bg-stone-50 px-2 py-1.5 font-mono text-xs dark:border-stone-600 dark:bg-stone-800"
          />
          <p role="status" className="text-sm">
            {outcome === null ? '' : <OutcomeWords outcome={outcome} />}
          </p>
          <p
            className={MUTED}
          >{t`Anyone with this link can see and record in this night: share it with the table only.`}</p>
          <Suspense fallback={<div className="mx-auto aspect-square w-full max-w-64" />}>
            <QrCode
              text={link}
              label={t`QR code of the live link`}
              className="mx-auto block aspect-square w-full max-w-64 rounded bg-white"
            />
          </Suspense>
        </div>
      )}
      {children}
    </section>
  );
}

function NotMadeLive({ cause }: { cause: string }) {
  const { t } = useLingui();
  return (
    <p
      role="alert"
      className={ALERT}
    >{t`The night could not be made live (${cause}). Nothing was changed: try again.`}</p>
  );
}

function OutcomeWords({ outcome }: { outcome: ShareOutcome }) {
  const { t } = useLingui();
  switch (outcome) {
    case 'shared':
      return t`Shared. Each phone that opens the link joins the night.`;
    case 'copied':
      return t`Link copied. Paste it in the table’s chat, or let the other phones scan the code.`;
    case 'shown':
      return t`Copy the link below, or let the other phones scan the code.`;
  }
}

/** Why the server refused the night, in a player's words, and the way out. */
export function LiveRefusal({
  reason,
  change,
  waiting = 0,
  server,
  onStop,
}: {
  reason: LiveRefusalReason;
  /** For 'change_refused': the server's reason code (@tai-table/night-log's update-check.ts). */
  change?: LogRefusal | undefined;
  /** This phone's changes the server has not taken, kept on the phone. */
  waiting?: number;
  server: LiveServer | null;
  onStop?: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const address = server?.url ?? '';
  return (
    <div role="alert" className={`${ALERT} space-y-2`}>
      {reason === 'too_big' && (
        <>
          <p className="font-semibold">{t`This night is too big for the live server.`}</p>
          <p>{t`Every hand is kept on this phone, and you can go on recording here; other phones no longer see new hands. To show them the night, use “Share the night”, or start a new night and invite the table to it.`}</p>
        </>
      )}
      {reason === 'bad_server' && (
        <>
          <p className="font-semibold">{t`The live server did not answer as a live-night server should.`}</p>
          <p>
            {address ? (
              <Trans>
                Check its address (<span className="break-all font-mono">{address}</span>) in{' '}
                <a className={LINK} href="#/settings">
                  Settings
                </a>
                , under Live night. Every hand is kept on this phone meanwhile.
              </Trans>
            ) : (
              <Trans>
                Check its address in{' '}
                <a className={LINK} href="#/settings">
                  Settings
                </a>
                , under Live night. Every hand is kept on this phone meanwhile.
              </Trans>
            )}
          </p>
        </>
      )}
      {reason === 'unreadable_room' && (
        <>
          <p className="font-semibold">{t`The night shared through this live link could not be read.`}</p>
          <p>
            <Trans>
              It may come from a newer version of the app, or be damaged. Ask the phone that invited you for a
              new link; this phone’s other nights are in{' '}
              <a className={LINK} href="#/history">
                Past nights
              </a>
              .
            </Trans>
          </p>
        </>
      )}
      {reason === 'change_refused' && <ChangeRefused change={change} />}
      {waiting > 0 && (
        <p data-testid="live-kept-waiting">
          {t`Kept on this phone, nothing lost: ${plural(waiting, { one: '# change the other phones have not got', other: '# changes the other phones have not got' })}.`}
        </p>
      )}
      {onStop && (
        <>
          <p>{t`To invite the table again (through another server, or to a new room), go on with this phone only first: every hand stays.`}</p>
          <button type="button" className="btn" onClick={onStop}>{t`Go on with this phone only`}</button>
        </>
      )}
    </div>
  );
}

/** The server's check refused this phone's change: a full night, or a change this version of the app does not make. */
function ChangeRefused({ change }: { change: LogRefusal | undefined }) {
  const { t } = useLingui();
  if (change === 'night_full') {
    return (
      <>
        <p className="font-semibold">{t`This night is full: the live server takes no more changes to it.`}</p>
        <p>{t`Every hand is kept on this phone, and you can go on recording here; other phones no longer see new changes. Start a new night and invite the table to it.`}</p>
      </>
    );
  }
  return (
    <>
      <p className="font-semibold">{t`The live server refused this phone’s last change: it is not a change this app makes.`}</p>
      <p>{t`The change is kept on this phone. Reload the app to get its latest version, then open the night again.`}</p>
    </>
  );
}

/**
 * The room's changes reached this phone but its storage refused them (full, or the browser's quota):
 * what to do. The connection tries again by itself, so space made is all it takes.
 */
function PhoneStorageFull() {
  const { t } = useLingui();
  return (
    <div role="alert" data-testid="live-storage-full" className={`${ALERT} space-y-2`}>
      <p className="font-semibold">{t`This phone’s storage is full: the table’s latest changes could not be saved on it.`}</p>
      <p>{t`Make some space on this phone (delete photos, videos or apps you no longer need) and keep the app open: the changes are saved as soon as there is room. The other phones and the server keep every change meanwhile.`}</p>
    </div>
  );
}
