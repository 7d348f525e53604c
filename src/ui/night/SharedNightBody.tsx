// A night read-only, as a shared link or a kept copy shows it: the totals, the chart, who pays whom,
// the share table, every entry. Nothing here can record, edit or delete an entry.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Ledger } from '../../core/ledger';
import type { SharedNight } from '../../core/night-code';
import { profileName } from '../../words/night-words';
import { houseRulesGlanceWords } from '../../words/names/ready';
import { EntryList } from './EntryList';
import { NightSettlement } from './NightSettlement';
import { PlayerBoard } from './PlayerBoard';
import { MUTED } from '../styles';
import { TotalsChart } from './TotalsChart';
import { dateWords, timeWords } from '../../words/dates';

/** "as of hand 12 (16 entries), shared Fri, 13 Jun 2025 at 11:40 pm", in the language in use. */
export function asOfWords(i18n: I18n, night: SharedNight, ledger: Ledger): string {
  const hand = ledger.rows.at(-1)?.handNumber ?? 0;
  const count = night.entries.length;
  const date = dateWords(night.sharedAt);
  const time = timeWords(night.sharedAt);
  if (hand === 0) {
    return night.finished
      ? i18n._(msg`before the first hand, shared ${date} at ${time}, after the night was finished`)
      : i18n._(msg`before the first hand, shared ${date} at ${time}`);
  }
  return night.finished
    ? i18n._(
        msg`as of hand ${hand} (${plural(count, { one: '# entry', other: '# entries' })}), shared ${date} at ${time}, after the night was finished`,
      )
    : i18n._(
        msg`as of hand ${hand} (${plural(count, { one: '# entry', other: '# entries' })}), shared ${date} at ${time}`,
      );
}

export function SharedNightBody({ night, ledger }: { night: SharedNight; ledger: Ledger }) {
  const { t } = useLingui();
  const { settings } = night;
  const table = profileName(settings.profile);
  const date = dateWords(night.createdAt);
  const time = timeWords(night.createdAt);
  const count = ledger.rows.length;
  // Who pays and the table's own card, as the night's screen says them above its stakes.
  const rules = houseRulesGlanceWords(settings.profile, settings.options);
  return (
    <div className="space-y-4">
      <p className={MUTED}>{t`${table} · started ${date} at ${time}`}</p>
      {rules.length > 0 && (
        <p className={MUTED} data-testid="night-house-rules">
          {rules.join(' · ')}
        </p>
      )}
      <PlayerBoard players={settings.players} ledger={ledger} />
      <TotalsChart players={settings.players} ledger={ledger} />
      <NightSettlement settings={settings} ledger={ledger} marked={false} />
      <section aria-labelledby="shared-entries-heading" className="space-y-2">
        <h2 id="shared-entries-heading" className="font-semibold">{t`Entries (${count})`}</h2>
        <EntryList settings={settings} ledger={ledger} />
      </section>
    </div>
  );
}
