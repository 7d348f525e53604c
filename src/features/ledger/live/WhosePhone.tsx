// "Whose phone is this?", asked once on a live night (joining it, or making it live): a player of the
// night in one tap, or a name typed in. It is part of the live panel, never a dialog: the phone records,
// settles and shares before an answer as well. "Not now" closes it on this night; the answer (or none)
// stays in view as one line, to answer or change. The answer is a record in the night's log, so every
// phone names this one as a person (sync/table-phones.ts).
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { MAX_NAME_LENGTH } from '../../../core/ledger';
import type { TaiTableDB } from '../../../db';
import { namePhone, useNightHistory, type PhoneOwner } from '../../../sync';
import { closePhoneQuestion, phoneQuestionClosed } from '../../../state/phone-question';
import { BTN_SECONDARY, FIELD_ERROR, INPUT, MUTED } from '../../../ui/styles';
import { refusalWords } from '../../../words/entry-words';
import { phoneWordsOf } from './phone-words';

export function WhosePhone({
  db,
  nightId,
  players,
}: {
  db: TaiTableDB;
  nightId: string;
  players: readonly string[];
}) {
  const { t } = useLingui();
  const id = useId();
  const history = useNightHistory(db, nightId);
  const [closed, setClosed] = useState(() => phoneQuestionClosed(nightId));
  // The question's panel: open (asking), on the name field (typing), and how many times it was opened
  // again: an answer still being kept when the player opens the panel again does not close it under them.
  const [panel, setPanel] = useState({ asking: false, typing: false, opened: 0 });
  const { asking, typing } = panel;
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!history) return null;
  const { phones } = history.night;
  const mine = phones.find((phone) => phone.phone === history.thisPhone);
  const answered = mine !== undefined && (mine.seat !== undefined || mine.name !== undefined);

  const answer = async (owner: PhoneOwner): Promise<void> => {
    const opened = panel.opened;
    setBusy(true);
    setProblem(null);
    const result = await namePhone(db, nightId, owner).catch((error: unknown) => {
      console.error('Whose phone: the answer could not be kept:', error);
      return null;
    });
    setBusy(false);
    if (!result) {
      setProblem(t`This phone could not keep the answer: try again.`);
      return;
    }
    if (!result.ok) {
      setProblem(refusalWords(result.error));
      return;
    }
    setPanel((now) => (now.opened === opened ? { ...now, asking: false, typing: false } : now));
  };
  const saveName = (): void => {
    if (name.trim() === '') {
      setProblem(t`Type a name, or choose a player above.`);
      return;
    }
    void answer({ name });
  };

  if (!asking && (answered || closed)) {
    // How the other phones name this one: its answer, or its number.
    const seen = phoneWordsOf(phones, players, '')(history.thisPhone);
    return (
      <div
        key="answer"
        className="flex flex-wrap items-center justify-between gap-2"
        data-testid="whose-phone"
      >
        <p className="min-w-0 text-sm">
          {mine
            ? t`The table sees this phone as ${seen}.`
            : t`The other phones do not know whose phone this is yet.`}
        </p>
        <button
          type="button"
          className="btn-quiet shrink-0"
          onClick={() => {
            setPanel((now) => ({ asking: true, typing: false, opened: now.opened + 1 }));
            setName('');
          }}
        >
          {answered ? t`Change whose phone this is` : t`Say whose phone this is`}
        </button>
      </div>
    );
  }

  return (
    <div
      key="question"
      role="group"
      aria-labelledby={`${id}-question`}
      aria-describedby={`${id}-why`}
      className="space-y-2 rounded-lg border border-stone-300 p-2 dark:border-stone-600"
      data-testid="whose-phone"
    >
      <p id={`${id}-question`} className="font-semibold">{t`Whose phone is this?`}</p>
      <p
        id={`${id}-why`}
        className={MUTED}
      >{t`The other phones name it so in the night’s history and notes, instead of a number.`}</p>
      <div className="grid grid-cols-2 gap-2">
        {players.map((player, seat) => (
          <button
            key={player}
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void answer({ seat: seat as 0 | 1 | 2 | 3 })}
          >
            {player}
          </button>
        ))}
      </div>
      {typing ? (
        <div>
          <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-semibold">{t`Name`}</label>
          <div className="flex gap-2">
            <input
              id={`${id}-name`}
              value={name}
              maxLength={MAX_NAME_LENGTH}
              autoComplete="off"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  saveName();
                }
              }}
              className={INPUT}
            />
            <button
              type="button"
              className="btn shrink-0"
              disabled={busy}
              onClick={saveName}
            >{t`Save`}</button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className={BTN_SECONDARY}
          disabled={busy}
          onClick={() => setPanel((now) => ({ ...now, typing: true }))}
        >{t`Someone else`}</button>
      )}
      {problem && (
        <p id={`${id}-problem`} className={FIELD_ERROR}>
          {problem}
        </p>
      )}
      <button
        type="button"
        className="btn-quiet"
        disabled={busy}
        onClick={() => {
          closePhoneQuestion(nightId);
          setClosed(true);
          setPanel((now) => ({ ...now, asking: false, typing: false }));
          setProblem(null);
        }}
      >{t`Not now`}</button>
    </div>
  );
}
