// The sheets of an open night: recording an entry (by kind), editing or deleting one, Undo, and
// finishing the night (or, with a live night's conflicts open, resolving them first).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LedgerRow } from '../../core/ledger';
import type { NightDetail } from '../../db';
import { RescoreNote } from '../../ui/night/RescoreNote';
import { ConfirmSheet, Sheet } from '../../ui/Sheet';
import { entryPlace, entryWords } from '../../words/entry-words';
import { DrawForm, FalseWinForm, TablePaymentForm, WinForm, type SaveDraft } from './EntryForms';
import type { UndoPreview } from './undo-preview';
import { undoWords } from './undo-words';

export type NewEntryKind = 'win' | 'table_payment' | 'false_win' | 'draw';

/** The sheet open over the night, if any. */
export type Dialog =
  | { kind: 'add'; entry: NewEntryKind }
  | { kind: 'edit'; row: LedgerRow; position: number; version: number }
  | { kind: 'delete'; row: LedgerRow; position: number; version: number }
  | { kind: 'undo'; preview: UndoPreview }
  | { kind: 'finish' };

const ADD_TITLES: Readonly<Record<Exclude<NewEntryKind, 'win'>, MessageDescriptor>> = {
  table_payment: msg`Record a kong or bonus payment`,
  false_win: msg`Record a false win (Zha Hu)`,
  draw: msg`Record a drawn hand`,
};

export function NightDialog(props: {
  dialog: Dialog;
  night: NightDetail;
  busy: boolean;
  /** A live night's conflicts still open: finishing asks to resolve them first. */
  openConflicts: number;
  /** Whether the night is live (shared with other phones): Undo then says whose change it takes back. */
  shared: boolean;
  onClose: () => void;
  saveNew: SaveDraft;
  saveEdit: (row: LedgerRow, position: number, version: number) => SaveDraft;
  onDelete: (row: LedgerRow, position: number, version: number) => void;
  onUndo: (preview: UndoPreview) => void;
  onFinish: () => void;
}) {
  const { t, i18n } = useLingui();
  const { dialog, night: open, onClose } = props;
  const { settings, ledger } = open;
  switch (dialog.kind) {
    case 'add': {
      const common = {
        settings,
        seating: ledger.next,
        save: props.saveNew,
        onCancel: onClose,
        submitLabel: t`Record`,
      };
      // A win is entered by its tai, or its fan at a Hong Kong table.
      const title =
        dialog.entry !== 'win'
          ? i18n._(ADD_TITLES[dialog.entry])
          : settings.profile === 'hk'
            ? t`Record a win by its fan`
            : t`Record a win by its tai`;
      return (
        <Sheet title={title} onClose={onClose}>
          {dialog.entry === 'win' && <WinForm {...common} />}
          {dialog.entry === 'table_payment' && <TablePaymentForm {...common} />}
          {dialog.entry === 'false_win' && <FalseWinForm {...common} />}
          {dialog.entry === 'draw' && <DrawForm {...common} />}
        </Sheet>
      );
    }
    case 'edit': {
      const { row, position } = dialog;
      const common = {
        settings,
        seating: row,
        save: props.saveEdit(row, position, dialog.version),
        onCancel: onClose,
        submitLabel: t`Save the change`,
      };
      const entry = row.entry;
      const n = position + 1;
      const place = entryPlace(row);
      const words = entryWords(settings, entry);
      return (
        <Sheet title={t`Edit entry ${n}`} onClose={onClose}>
          <p className="mb-3 text-sm text-stone-700 dark:text-stone-200">{t`${place}: ${words}. Every total after it will be recomputed.`}</p>
          <RescoreNote settings={settings} row={row} className="mb-3" />
          {entry.kind === 'win' && <WinForm {...common} editing={entry} />}
          {entry.kind === 'table_payment' && (
            <TablePaymentForm
              {...common}
              editing={entry}
              handInPlay={row.attached?.inPlay ?? row.handNumber}
            />
          )}
          {entry.kind === 'false_win' && <FalseWinForm {...common} editing={entry} />}
        </Sheet>
      );
    }
    case 'delete': {
      const n = dialog.position + 1;
      const place = entryPlace(dialog.row);
      const words = entryWords(settings, dialog.row.entry);
      return (
        <ConfirmSheet
          title={t`Delete entry ${n}?`}
          confirmLabel={t`Delete it`}
          danger
          busy={props.busy}
          onClose={onClose}
          onConfirm={() => props.onDelete(dialog.row, dialog.position, dialog.version)}
        >
          <p>{t`${place}: ${words}.`}</p>
          <p>{t`Every total after it is recomputed. Undo brings it back.`}</p>
        </ConfirmSheet>
      );
    }
    case 'undo':
      return (
        <ConfirmSheet
          title={t`Undo the last change?`}
          confirmLabel={t`Undo it`}
          busy={props.busy}
          onClose={onClose}
          onConfirm={() => props.onUndo(dialog.preview)}
        >
          <p>{undoWords(settings, dialog.preview, props.shared)}</p>
          <p>{t`An undo cannot itself be undone.`}</p>
        </ConfirmSheet>
      );
    case 'finish':
      if (props.openConflicts > 0) {
        const count = props.openConflicts;
        return (
          <Sheet title={t`Resolve the conflicts first`} onClose={onClose}>
            <div className="space-y-3">
              <p>{t`Two phones recorded or changed the same thing without seeing each other’s (${count} open). Keep one of each, marked in the entries, then finish the night: until then its totals are not what the table owes.`}</p>
              <button type="button" className="btn w-full" onClick={onClose}>{t`Back to the entries`}</button>
            </div>
          </Sheet>
        );
      }
      return (
        <ConfirmSheet
          title={t`Finish the night?`}
          confirmLabel={t`Finish and settle up`}
          busy={props.busy}
          onClose={onClose}
          onConfirm={props.onFinish}
        >
          <p>{t`No more hands can be recorded tonight. You can still reopen it from Past nights.`}</p>
        </ConfirmSheet>
      );
  }
}
