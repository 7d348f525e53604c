// A night read-only, as a shared link or a kept copy shows it: the totals, the chart, who pays whom,
// the share table, every entry. Nothing here can record, edit or delete an entry.
import type { Ledger } from '../../core/ledger';
import type { SharedNight } from '../../core/night-code';
import { PROFILE_SETTINGS } from '../../core/options';
import { EntryList } from '../ledger/EntryList';
import { NightSettlement } from '../ledger/NightLedger';
import { PlayerBoard } from '../ledger/PlayerBoard';
import { MUTED } from '../ledger/styles';
import { clockTime, nightDate } from '../ledger/words';
import { TotalsChart } from './TotalsChart';

/** "as of hand 12 (16 entries), shared Fri, 13 Jun 2025 at 11:40 pm". */
export function asOfWords(night: SharedNight, ledger: Ledger): string {
  const hand = ledger.rows.at(-1)?.handNumber ?? 0;
  const count = night.entries.length;
  const where = hand === 0 ? 'before the first hand' : `as of hand ${hand} (${count} ${count === 1 ? 'entry' : 'entries'})`;
  return `${where}, shared ${nightDate(night.sharedAt)} at ${clockTime(night.sharedAt)}${night.finished ? ', after the night was finished' : ''}`;
}

export function SharedNightBody({ night, ledger }: { night: SharedNight; ledger: Ledger }) {
  const { settings } = night;
  return (
    <div className="space-y-4">
      <p className={MUTED}>{PROFILE_SETTINGS[settings.profile].name} · started {nightDate(night.createdAt)} at {clockTime(night.createdAt)}</p>
      <PlayerBoard players={settings.players} ledger={ledger} />
      <TotalsChart players={settings.players} ledger={ledger} />
      <NightSettlement settings={settings} ledger={ledger} />
      <section aria-labelledby="shared-entries-heading" className="space-y-2">
        <h2 id="shared-entries-heading" className="font-semibold">Entries ({ledger.rows.length})</h2>
        <EntryList settings={settings} ledger={ledger} />
      </section>
    </div>
  );
}
