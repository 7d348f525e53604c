// How the hand was won and where: self-draw or discard, and the winds (or, with a night open, who won).
// The table's rules and the events of RULES.md section 2 are below the palette (TableChoices.tsx).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventId } from '../../core/types';
import { useShallow } from 'zustand/react/shallow';
import { useDraft, winnerOf, type Wind } from '../../state/draft-store';
import type { NightTable, PlayerIndex } from '../../state/night-table';
import { RadioGroup } from '../../ui/RadioGroup';

const WIND_NAMES: Record<Wind, MessageDescriptor> = {
  E: msg`East`,
  S: msg`South`,
  W: msg`West`,
  N: msg`North`,
};
/** The wind in one letter (E) or character (东), where a row of four must fit a phone. */
const WIND_LETTERS: Record<Wind, MessageDescriptor> = {
  E: msg({ message: 'E', context: 'wind' }),
  S: msg({ message: 'S', context: 'wind' }),
  W: msg({ message: 'W', context: 'wind' }),
  N: msg({ message: 'N', context: 'wind' }),
};
const ROUND_NAMES: Record<Wind, MessageDescriptor> = {
  E: msg`East round`,
  S: msg`South round`,
  W: msg`West round`,
  N: msg`North round`,
};
const WINDS: readonly Wind[] = ['E', 'S', 'W', 'N'];

/** Why each event cannot apply to this hand, in a player's words (from the core); absent when it can. */
export type UnavailableEvents = Partial<Record<EventId, string>>;

/**
 * Self-draw or discard, and the winds: what changes the score of almost every hand. One row of fixed
 * height, whichever it shows (the palette is below it). With a night open the seat comes from who
 * won (the night's players with their seats this hand) and the prevailing wind from the night.
 * Until the app knows whether a night is open (`known`), a placeholder of the same size stands where
 * the seat and the round, or who won, will be: never the plain table's controls with a night open.
 */
export function WinContext({ night, known = true }: { night: NightTable | null; known?: boolean }) {
  const draft = useDraft(
    useShallow((s) => ({
      winBy: s.winBy,
      seatWind: s.seatWind,
      prevailingWind: s.prevailingWind,
      nightWinner: s.nightWinner,
      setWinBy: s.setWinBy,
      setSeatWind: s.setSeatWind,
      setPrevailingWind: s.setPrevailingWind,
      setNightWinner: s.setNightWinner,
    })),
  );
  const winner = winnerOf(draft, night);
  const { t, i18n } = useLingui();
  const windLetters = WINDS.map((wind) => ({
    value: wind,
    label: i18n._(WIND_LETTERS[wind]),
    ariaLabel: i18n._(WIND_NAMES[wind]),
  }));
  return (
    <section aria-label={t`Win and winds`} className="flex h-[3.625rem] items-end gap-1.5">
      <RadioGroup
        label={t`Win by`}
        compact
        className="min-w-0 flex-[1.1]"
        value={draft.winBy}
        onChange={draft.setWinBy}
        options={[
          { value: 'self', label: t`Self-draw` },
          { value: 'discard', label: t`Discard` },
        ]}
      />
      {night ? (
        <div role="radiogroup" aria-labelledby="who-won-label" className="min-w-0 flex-[2]">
          <span className="mb-0.5 block truncate text-[0.65rem] font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300">
            <span id="who-won-label">
              <Trans>Who won?</Trans>
            </span>{' '}
            <span className="font-normal normal-case">({i18n._(ROUND_NAMES[night.prevailingWind])})</span>
          </span>
          <div className="flex rounded-lg bg-stone-200 p-0.5 dark:bg-stone-800">
            {night.players.map((name, i) => {
              const player = i as PlayerIndex;
              const seat = night.seatWinds[player];
              return (
                <label
                  key={player}
                  className="relative min-w-0 flex-1 cursor-pointer select-none text-center text-[0.75rem] font-medium"
                >
                  <input
                    type="radio"
                    name="night-winner"
                    checked={winner === player}
                    onChange={() => draft.setNightWinner(night, player)}
                    aria-label={winnerWords(i18n, name, seat, night.dealer === player)}
                    className="peer sr-only"
                  />
                  <span className="block truncate rounded-md px-0.5 py-1 leading-tight peer-checked:bg-white peer-checked:text-emerald-900 peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-600 dark:peer-checked:bg-stone-600 dark:peer-checked:text-white">
                    <span className="block truncate" title={name}>
                      {name}
                    </span>
                    <span className="block text-[0.65rem] opacity-80">{i18n._(WIND_LETTERS[seat])}</span>
                  </span>
                </label>
              );
            })}
          </div>
        </div>
      ) : !known ? (
        <div aria-hidden="true" data-night-pending className="min-w-0 flex-[2]">
          <div className="h-10 rounded-lg bg-stone-200 dark:bg-stone-800" />
        </div>
      ) : (
        // The plain table's own controls: held in place, unseen and untouchable, in a static shell painted on a
        // phone whose night may be open (src/i18n/shell-language.ts), until the app knows.
        <div data-plain-table className="contents">
          <RadioGroup
            label={t`Seat`}
            compact
            className="min-w-0 flex-1"
            value={draft.seatWind}
            onChange={draft.setSeatWind}
            options={windLetters}
          />
          <RadioGroup
            label={t`Round`}
            compact
            className="min-w-0 flex-1"
            value={draft.prevailingWind}
            onChange={draft.setPrevailingWind}
            options={windLetters}
          />
        </div>
      )}
    </section>
  );
}

/** A night's player as the winner radio names them: "Ann, East, dealer". */
function winnerWords(i18n: I18n, name: string, seat: Wind, dealer: boolean): string {
  const wind = i18n._(WIND_NAMES[seat]);
  return dealer ? i18n._(msg`${name}, ${wind}, dealer`) : i18n._(msg`${name}, ${wind}`);
}
