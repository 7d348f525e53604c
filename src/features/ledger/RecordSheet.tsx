// The sheet behind "Record" (loaded on first tap): the open night, who won and who discarded (or
// whose kong was robbed), Bao; the hand scored again with the night's rules and the winner's seat and
// prevailing wind; then one tap adds the win to the ledger.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState } from 'react';
import type { PlayerIndex } from '../../core/ledger';
import type { HandInput, ScoreOk } from '../../core/types';
import { addEntry, type NightDetail } from '../../db';
import { useDraft, winnerOf } from '../../state/draft-store';
import { useNightTable } from '../../state/night-table';
import { navigate } from '../../state/route';
import { ScoreSummary } from '../../ui/ResultDetails';
import { useDatabase } from '../../app/database';
import { checkDraft, deltasOf, type DraftFields } from './draft';
import { BaoPicker, FieldError, PlayerPicker } from '../../ui/fields';
import { Problem } from '../../ui/Messages';
import { loadNights } from '../../app/current-night';
import { handOver, handOverSent, leaveForNightScreen, type HandedNight } from './night-handoff';
import { PlayerAmounts } from '../../ui/night/PlayerAmounts';
import { changeSentence, refusalOf, scoreForNight, type NightScore } from '../../ui/night/rescore';
import { Sheet } from '../../ui/Sheet';
import { BTN_SECONDARY, LINK, MUTED } from '../../ui/styles';
import { refusalWords, unreadableWords } from '../../words/entry-words';
import { nightTitle, playerName, roundName } from '../../words/night-words';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'none' }
  | { kind: 'open'; night: NightDetail };

export default function RecordSheet({ hand, onClose }: { hand: HandInput; onClose: () => void }) {
  const { t } = useLingui();
  const db = useDatabase();
  // Live: the seating follows a hand recorded in another window meanwhile.
  const loaded: Loaded = useLiveQuery(async (): Promise<Loaded> => {
    try {
      const nights = await loadNights(db);
      if (!nights.ok) return { kind: 'failed', message: refusalWords(nights.error) };
      return nights.current ? { kind: 'open', night: nights.current } : { kind: 'none' };
    } catch (error) {
      // Storage that cannot be read is said so; the hand stays on the score screen.
      return { kind: 'failed', message: unreadableWords(error) };
    }
  }, [db]) ?? { kind: 'loading' };

  return (
    <Sheet title={t`Record this hand`} onClose={onClose}>
      {loaded.kind === 'loading' && <p role="status" className={MUTED}>{t`Opening the night…`}</p>}
      {loaded.kind === 'failed' && <Problem message={loaded.message} />}
      {loaded.kind === 'none' && (
        <div className="space-y-3">
          <p>{t`No night is being kept on this phone, so there is nowhere to record this hand.`}</p>
          <p>
            <Trans>
              <a className={LINK} href="#/tonight">
                Start a night
              </a>
              , then come back and press Record; the hand stays here.
            </Trans>
          </p>
        </div>
      )}
      {loaded.kind === 'open' && <RecordForm hand={hand} night={loaded.night} onClose={onClose} />}
    </Sheet>
  );
}

function selfDrawnOf(hand: HandInput): boolean {
  const events = hand.events ?? [];
  if (events.includes('replacement') || events.includes('kong_on_kong')) return true;
  return !(events.includes('robbing_kong') || (hand.winning_from_discard ?? false));
}

/** True when the night's last entry is a win with these very tiles: a second tap on Record, perhaps. */
function sameAsLast(night: NightDetail, hand: HandInput): boolean {
  const last = night.entries.at(-1);
  if (last?.kind !== 'win' || !last.hand) return false;
  const tiles = (h: HandInput): string =>
    JSON.stringify([[...h.hand].sort(), h.exposed ?? [], h.bonus ?? [], h.winning_tile]);
  return tiles(last.hand) === tiles(hand);
}

function RecordForm({
  hand,
  night: tonight,
  onClose,
}: {
  hand: HandInput;
  night: NightDetail;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const { settings, ledger } = tonight;
  const seating = ledger.next;
  const nightName = nightTitle(tonight);
  const handNumber = seating.handNumber;
  const round = roundName(seating.prevailingWind);
  const dealer = playerName(settings.players, seating.dealer);
  // The winner chosen on the score screen for this very hand of this night, if any: what the screen
  // showed is what the sheet starts from (and the player can still change it here).
  const night = useNightTable((s) => s.night);
  const chosen = useDraft((s) =>
    night?.sessionId === tonight.id && night.handNumber === seating.handNumber ? winnerOf(s, night) : null,
  );
  const [winner, setWinner] = useState<PlayerIndex | null>(chosen);
  const [discarder, setDiscarder] = useState<PlayerIndex | null>(null);
  const [bao, setBao] = useState<PlayerIndex | null>(null);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A second tap before the first save re-renders must not record the hand twice.
  const inFlight = useRef(false);

  const score = winner === null ? null : scoreForNight(hand, settings, seating, winner, settings.players);
  const result = score?.result.ok ? score.result : null;
  // The scorer decides self-draw or discard (its payment has no discarder on a self-draw); until it
  // has scored, the same reading of the hand's events: a replacement win is self-drawn, a robbed kong is not.
  const selfDrawn = result?.payment ? result.payment.discarder === null : selfDrawnOf(hand);
  const robbed = hand.events?.includes('robbing_kong') ?? false;
  const cannot = score ? refusalOf(score.result) : null;
  const fields: DraftFields | null =
    winner !== null && result?.win && result.payment
      ? {
          kind: 'win',
          winner,
          selfDrawn,
          discarder: selfDrawn ? null : discarder,
          tai: result.tai,
          payment: result.payment,
          items: result.items,
          hand: score!.hand,
          bao,
        }
      : null;
  const checked = fields ? checkDraft(settings, fields) : null;
  const errors = tried && checked ? checked.errors : {};

  const record = async (): Promise<void> => {
    setTried(true);
    if (!checked?.draft || inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    // The Night screen this opens draws the night as the hand left it, without waiting to read it again.
    const openNight = (handed: HandedNight) => {
      leaveForNightScreen(handed);
      onClose();
      navigate({ name: 'tonight' });
    };
    // For a live night, opened as the hand goes to the table (before it commits): told then what it came to.
    const opened: { settle?: (problem: string | null) => void } = {};
    const added = await addEntry(db, tonight.id, checked.draft, (night, lastChange) => {
      const { handed, settle } = handOverSent(night, lastChange);
      opened.settle = settle;
      openNight(handed);
    });
    if (opened.settle) {
      // The Night screen takes the hand back if it was not kept, and says why.
      opened.settle(added.ok ? null : refusalWords(added.error, settings));
      return;
    }
    if (!added.ok) {
      inFlight.current = false;
      setSaving(false);
      setRefusal(refusalWords(added.error, settings));
      return;
    }
    openNight(handOver(added.night, added.lastChange));
  };

  return (
    <div className="space-y-4">
      <p className={MUTED}>{t`${nightName}: hand ${handNumber}, ${round}, ${dealer} deals.`}</p>
      <PlayerPicker
        label={t`Who won?`}
        players={settings.players}
        seatWinds={seating.seatWinds}
        dealer={seating.dealer}
        value={winner}
        error={tried && winner === null ? t`Choose who won.` : errors.winner}
        onChange={(player) => {
          setWinner(player);
          if (discarder === player) setDiscarder(null);
          if (bao === player) setBao(null);
        }}
      />
      {!selfDrawn && (
        <PlayerPicker
          label={robbed ? t`Whose kong was robbed?` : t`Who discarded the winning tile?`}
          players={settings.players}
          seatWinds={seating.seatWinds}
          dealer={seating.dealer}
          value={discarder}
          onChange={setDiscarder}
          unavailable={winner === null ? [] : [winner]}
          error={errors.discarder}
          help={robbed ? t`Robbing a kong counts as a discard: the konger pays as the discarder.` : undefined}
        />
      )}
      <BaoPicker
        players={settings.players}
        winner={winner}
        value={bao}
        onChange={setBao}
        error={errors.bao}
      />
      {score === null ? (
        <p className={MUTED}>{t`Choose who won: the hand is scored with their seat wind this hand.`}</p>
      ) : (
        <NightResult score={score} />
      )}
      {cannot && <Problem message={cannot} />}
      {checked?.entry && (
        <div className="rounded-lg bg-stone-100 p-2 dark:bg-stone-800">
          <PlayerAmounts
            players={settings.players}
            amounts={deltasOf(settings, checked.entry)}
            label={t`What each player wins or pays`}
          />
        </div>
      )}
      {sameAsLast(tonight, hand) && (
        <p className="text-sm font-medium text-amber-900 dark:text-amber-200">{t`The last entry tonight is this same hand. Record it again only if it was won again.`}</p>
      )}
      <FieldError id="record-other-error" message={errors.payment ?? errors.tai ?? errors['']} />
      <Problem message={refusal} />
      {/* Held at the foot of the sheet while its content scrolls: on a phone on its side the
          sheet is taller than the screen, and "Record the win" stays in reach. */}
      <div className="sticky -bottom-4 -mx-4 -mb-4 flex gap-2 border-t border-stone-200 bg-white px-4 pb-4 pt-2 dark:border-stone-700 dark:bg-stone-900">
        <button type="button" className={`${BTN_SECONDARY} flex-1`} onClick={onClose}>{t`Cancel`}</button>
        {!cannot && (
          <button
            type="button"
            className="btn flex-1"
            disabled={saving}
            onClick={() => void record()}
          >{t`Record the win`}</button>
        )}
      </div>
    </div>
  );
}

function NightResult({ score }: { score: NightScore }) {
  const { t } = useLingui();
  const sentence = changeSentence(score);
  const { result } = score;
  return (
    <section
      aria-label={t`The hand at tonight’s table`}
      className="space-y-2 rounded-xl border border-stone-200 p-3 dark:border-stone-700"
    >
      {sentence && (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          {sentence}
        </p>
      )}
      {result.ok ? (
        // The money is shown per player below, in dollars: the summary's points would read as another amount.
        <ScoreSummary result={{ ...result, payment: null } satisfies ScoreOk} />
      ) : (
        <p className="text-sm">{t`This hand cannot be scored at tonight’s table.`}</p>
      )}
    </section>
  );
}
