// The live night's parts of the night's screen with plain props: Invite the table (no server, made live,
// refused, a failure), the conflict flow (keep one, bring it back) in the real entry list, and unreadable
// entries. The status strip's states: features/live/LiveStatusBar.test.tsx; Settings › Live night:
// features/settings/LiveServerSettings.test.tsx.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArea, switchLocale } from '../../../i18n/catalogs';
import { computeLedger, type LedgerEntry } from '../../../core/ledger';
import { discardWin, selfDrawnWin, table } from '../../../core/ledger/testing';
import type { HandConflict, SetAsideEntry, TablePhone } from '../../../sync';
import { EntryList } from '../../../ui/night/EntryList';
import {
  ConflictNote,
  conflictsByEntry,
  EditConflictNote,
  SetAsideList,
  UnreadableEntries,
} from './Conflicts';
import { phoneWordsOf } from './phone-words';
import { InviteTable, type MakeLiveAnswer } from './InviteTable';

const ROOM_URL = 'https://tai.example/#/live/AbCdEfGhIjKlMnOpQrStUv/wss%3A%2F%2Flive.example.org';
const SERVER = { url: 'wss://live.example.org', from: 'settings' as const };

describe('the live panel when the night cannot go on live', () => {
  const makeLive = async (): Promise<MakeLiveAnswer> => ({ ok: false, cause: '' });

  it('says what to do when this phone’s storage refused the room’s changes', () => {
    const { rerender } = render(
      <InviteTable
        nightName="Friday"
        status={{ kind: 'stuck', reason: 'phone_storage', waiting: 0 }}
        url={ROOM_URL}
        server={SERVER}
        makeLive={makeLive}
      />,
    );
    const alert = screen.getByTestId('live-storage-full');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(
      'This phone’s storage is full: the table’s latest changes could not be saved on it.',
    );
    expect(alert).toHaveTextContent('Make some space on this phone');
    rerender(
      <InviteTable
        nightName="Friday"
        status={{ kind: 'live', waiting: 0, phones: 2 }}
        url={ROOM_URL}
        server={SERVER}
        makeLive={makeLive}
      />,
    );
    expect(screen.queryByTestId('live-storage-full')).toBeNull();
  });

  it('counts the changes a refusal keeps on this phone, and says none when none wait', () => {
    const { rerender } = render(
      <InviteTable
        nightName="Friday"
        status={{ kind: 'refused', reason: 'change_refused', change: 'night_full', waiting: 2 }}
        url={null}
        server={null}
        makeLive={makeLive}
      />,
    );
    expect(screen.getByTestId('live-kept-waiting')).toHaveTextContent(
      'Kept on this phone, nothing lost: 2 changes the other phones have not got.',
    );
    rerender(
      <InviteTable
        nightName="Friday"
        status={{ kind: 'refused', reason: 'change_refused', change: 'night_full', waiting: 1 }}
        url={null}
        server={null}
        makeLive={makeLive}
      />,
    );
    expect(screen.getByTestId('live-kept-waiting')).toHaveTextContent(
      'Kept on this phone, nothing lost: 1 change the other phones have not got.',
    );
    rerender(
      <InviteTable
        nightName="Friday"
        status={{ kind: 'refused', reason: 'too_big', waiting: 0 }}
        url={null}
        server={null}
        makeLive={makeLive}
      />,
    );
    expect(screen.queryByTestId('live-kept-waiting')).toBeNull();
  });
});

describe('Invite the table', () => {
  const offer = vi.fn(async () => 'copied' as const);
  beforeEach(() => offer.mockClear());

  it('with no server, says why it cannot and where to set one, and makes nothing live', async () => {
    const user = userEvent.setup();
    const makeLive = vi.fn(async (): Promise<MakeLiveAnswer> => ({ ok: true, url: ROOM_URL }));
    render(
      <InviteTable
        nightName="Friday"
        status={{ kind: 'local' }}
        url={null}
        server={null}
        makeLive={makeLive}
        offer={offer}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Invite the table' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This phone has no live server to share the night through.');
    expect(alert).toHaveTextContent('a club can run its own');
    expect(within(alert).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '#/settings');
    expect(makeLive).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Live link' })).toBeNull();
  });

  it('makes a local night live and shows its link, its QR code and what the share sheet did', async () => {
    const user = userEvent.setup();
    const makeLive = vi.fn(async (): Promise<MakeLiveAnswer> => ({ ok: true, url: ROOM_URL }));
    render(
      <InviteTable
        nightName="Friday"
        status={{ kind: 'local' }}
        url={null}
        server={SERVER}
        makeLive={makeLive}
        offer={offer}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Invite the table' }));
    const field = await screen.findByRole('textbox', { name: 'Live link' });
    expect(field).toHaveValue(ROOM_URL);
    expect(field).toHaveAttribute('readonly');
    expect(makeLive).toHaveBeenCalledOnce();
    expect(offer).toHaveBeenCalledWith(ROOM_URL, 'Our mahjong night, live: Friday');
    expect(await screen.findByRole('img', { name: 'QR code of the live link' })).toBeInTheDocument();
    expect(screen.getByText(/Link copied/)).toBeInTheDocument();
    // The secret is in the fragment only.
    expect(new URL(ROOM_URL).search).toBe('');
  });

  it('on a night already live, offers its link without making it live again', async () => {
    const user = userEvent.setup();
    const makeLive = vi.fn(async (): Promise<MakeLiveAnswer> => ({
      ok: false,
      cause: 'should not be called',
    }));
    render(
      <InviteTable
        nightName="Friday"
        status={{ kind: 'live', waiting: 0, phones: 2 }}
        url={ROOM_URL}
        server={SERVER}
        makeLive={makeLive}
        offer={offer}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Live link' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Invite the table' }));
    expect(await screen.findByRole('textbox', { name: 'Live link' })).toHaveValue(ROOM_URL);
    expect(makeLive).not.toHaveBeenCalled();
    expect(offer).toHaveBeenCalledWith(ROOM_URL, 'Our mahjong night, live: Friday');
  });

  it('says why a night could not be made live, and shows no link', async () => {
    const user = userEvent.setup();
    const makeLive = vi.fn(async (): Promise<MakeLiveAnswer> => ({ ok: false, cause: 'storage is full' }));
    render(
      <InviteTable
        nightName="Friday"
        status={{ kind: 'local' }}
        url={null}
        server={SERVER}
        makeLive={makeLive}
        offer={offer}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Invite the table' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The night could not be made live (storage is full). Nothing was changed: try again.',
    );
    expect(screen.queryByRole('textbox', { name: 'Live link' })).toBeNull();
    expect(offer).not.toHaveBeenCalled();
  });

  it('explains each refusal in a player’s words, with a way out', async () => {
    const user = userEvent.setup();
    const onStop = vi.fn();
    const makeLive = vi.fn(async (): Promise<MakeLiveAnswer> => ({ ok: true, url: ROOM_URL }));
    const { rerender } = render(
      <InviteTable
        nightName="Friday"
        status={{ kind: 'refused', reason: 'too_big' }}
        url={ROOM_URL}
        server={SERVER}
        makeLive={makeLive}
        onStop={onStop}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This night is too big for the live server.');
    expect(screen.getByRole('alert')).toHaveTextContent('Every hand is kept on this phone');
    // No link to hand round while the server refuses the night.
    expect(screen.queryByRole('textbox', { name: 'Live link' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go on with this phone only' }));
    expect(onStop).toHaveBeenCalledOnce();

    rerender(
      <InviteTable
        nightName="Friday"
        status={{ kind: 'refused', reason: 'bad_server' }}
        url={ROOM_URL}
        server={SERVER}
        makeLive={makeLive}
        onStop={onStop}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The live server did not answer as a live-night server should.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('wss://live.example.org');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '#/settings',
    );

    rerender(
      <InviteTable
        nightName="Friday"
        status={{ kind: 'refused', reason: 'unreadable_room' }}
        url={ROOM_URL}
        server={SERVER}
        makeLive={makeLive}
        onStop={onStop}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The night shared through this live link could not be read.',
    );
    expect(makeLive).not.toHaveBeenCalled();
  });
});

describe('conflicts', () => {
  const settings = table();
  const first = discardWin(settings, 0, 1, 2);
  // Two phones apart recorded hand 2: one says Kumar self-drew (recorded first), the other Siew Lan won (later in the log).
  const fromPhoneA = selfDrawnWin(settings, 2, 3);
  const fromPhoneB = discardWin(settings, 3, 0, 1);
  // As the log reads it: the later record counted meanwhile, the other waiting.
  const conflict: HandConflict = {
    id: 'c1',
    entryIds: [fromPhoneA.id, fromPhoneB.id],
    counted: fromPhoneB.id,
    waiting: [{ entryId: fromPhoneA.id, entry: fromPhoneA, phone: 'phone-a', at: 1 }],
  };

  // Kumar's phone (it said so), and two phones that said nothing: each named apart from the others.
  const phones: TablePhone[] = [
    { phone: 'phone-a', number: 1, seat: 2 },
    { phone: 'phone-b', number: 2 },
    { phone: 'phone-c', number: 3 },
  ];
  const whoOn = (self: string) => phoneWordsOf(phones, settings.players, self);

  it('finds the row of the hand a conflict counts, and the hand number every record of it shares', () => {
    const ledger = computeLedger(settings, [first, fromPhoneB]);
    const byEntry = conflictsByEntry([conflict], ledger.rows);
    expect([...byEntry.keys()]).toEqual([fromPhoneB.id]);
    expect(byEntry.get(fromPhoneB.id)).toEqual({ conflict, handNumber: 2 });
    // A conflict whose counted hand is not in the night has nothing to choose against.
    expect(conflictsByEntry([conflict], computeLedger(settings, [first]).rows).size).toBe(0);
  });

  /** The night's entry list and its set-aside entries, kept the way the engine keeps them. */
  function LiveList({
    onKeep,
    onBringBack,
  }: {
    onKeep: (conflictId: string, entryId: string) => void;
    onBringBack: (entryId: string) => void;
  }) {
    const [entries, setEntries] = useState<LedgerEntry[]>([first, fromPhoneB]);
    const [aside, setAside] = useState<SetAsideEntry[]>([]);
    const [conflicts, setConflicts] = useState<HandConflict[]>([conflict]);
    const ledger = computeLedger(settings, entries);
    const byEntry = conflictsByEntry(conflicts, ledger.rows);
    return (
      <>
        <EntryList
          settings={settings}
          ledger={ledger}
          conflictNote={(row, number) => {
            const found = byEntry.get(row.entry.id);
            return found ? (
              <ConflictNote
                number={number}
                conflict={found}
                settings={settings}
                who={whoOn('phone-b')}
                busy={false}
                onKeepBranch={() => {}}
                onKeep={(entryId) => {
                  onKeep(found.conflict.id, entryId);
                  const kept = entryId === fromPhoneA.id ? fromPhoneA : fromPhoneB;
                  const other = kept === fromPhoneA ? fromPhoneB : fromPhoneA;
                  setEntries([first, kept]);
                  setAside([{ entryId: other.id, entry: other }]);
                  setConflicts([]);
                }}
              />
            ) : null;
          }}
        />
        <SetAsideList
          settings={settings}
          setAside={aside}
          busy={false}
          onBringBack={(entryId) => {
            onBringBack(entryId);
            // Brought back, the conflict is open again: the later record counted, the other waiting.
            setAside([]);
            setEntries([first, fromPhoneB]);
            setConflicts([conflict]);
          }}
        />
      </>
    );
  }

  it('counts one hand of the turn, shows the other marked "not counted" under the same hand number, keeps either in one tap, and Bring back opens the choice again', async () => {
    const user = userEvent.setup();
    const onKeep = vi.fn();
    const onBringBack = vi.fn();
    const { container } = render(<LiveList onKeep={onKeep} onBringBack={onBringBack} />);
    // One row for the turn, marked; the hand after it would be hand 3.
    expect(container.querySelectorAll('[data-entry]')).toHaveLength(2);
    const marked = container.querySelectorAll('[data-entry][data-testid="live-conflict"]');
    expect([...marked].map((row) => row.getAttribute('data-entry'))).toEqual(['2']);
    expect(container.querySelector('[data-entry="1"]')).not.toHaveAttribute('data-testid');
    expect(marked[0]).toHaveTextContent('Two phones recorded hand 2 while apart.');
    expect(marked[0]).toHaveTextContent(
      'Until you keep one, the totals count this one; the other is shown below and not counted.',
    );
    expect(marked[0]).toHaveTextContent('Counted now: this entry.');
    const waiting = marked[0]!.querySelector(`[data-waiting-hand="${fromPhoneA.id}"]`)!;
    expect(waiting).toHaveTextContent('Hand 2, not counted · Kumar’s phone: Kumar won 3 tai, self-drawn');

    await user.click(screen.getByRole('button', { name: 'Keep the other record of hand 2' }));
    expect(onKeep).toHaveBeenCalledWith('c1', fromPhoneA.id);
    expect(container.querySelectorAll('[data-testid="live-conflict"]')).toHaveLength(0);
    expect(container.querySelectorAll('[data-entry]')).toHaveLength(2);
    const aside = screen.getByRole('region', { name: 'Set aside' });
    expect(aside).toHaveTextContent('Siew Lan');
    expect(aside).toHaveTextContent('Bringing one back opens the choice again, on every phone');

    await user.click(within(aside).getByRole('button', { name: 'Bring back' }));
    expect(onBringBack).toHaveBeenCalledWith(fromPhoneB.id);
    expect(container.querySelectorAll('[data-entry]')).toHaveLength(2);
    expect(container.querySelectorAll('[data-entry][data-testid="live-conflict"]')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Set aside' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep entry 2' }));
    expect(onKeep).toHaveBeenLastCalledWith('c1', fromPhoneB.id);
  });

  it('says how the hand came to be recorded twice: at the same time when every phone was Live, else while apart', () => {
    const ledger = computeLedger(settings, [first, fromPhoneB]);
    const note = (found: HandConflict) => {
      const entry = conflictsByEntry([found], ledger.rows).get(fromPhoneB.id)!;
      return render(
        <ConflictNote
          number={2}
          conflict={entry}
          settings={settings}
          who={whoOn('phone-b')}
          busy={false}
          onKeep={() => {}}
          onKeepBranch={() => {}}
        />,
      );
    };
    const sameTime = note({ ...conflict, atSameTime: true });
    expect(sameTime.container).toHaveTextContent('Two phones recorded hand 2 at the same time.');
    expect(sameTime.container).not.toHaveTextContent('while apart');
    sameTime.unmount();
    const apart = note(conflict);
    expect(apart.container).toHaveTextContent('Two phones recorded hand 2 while apart.');
    expect(apart.container).not.toHaveTextContent('at the same time');
    apart.unmount();

    // Three phones on one turn: the latest counts, two wait.
    const third = discardWin(settings, 1, 0, 1);
    const three = computeLedger(settings, [first, third]);
    const found = (atSameTime: boolean) =>
      conflictsByEntry(
        [
          {
            id: 'c3',
            entryIds: [fromPhoneA.id, fromPhoneB.id, third.id],
            counted: third.id,
            waiting: [
              { entryId: fromPhoneA.id, entry: fromPhoneA, phone: 'phone-a', at: 1 },
              { entryId: fromPhoneB.id, entry: fromPhoneB, phone: 'phone-b', at: 2 },
            ],
            ...(atSameTime ? { atSameTime: true as const } : {}),
          },
        ],
        three.rows,
      ).get(third.id)!;
    const both = render(
      <>
        <ConflictNote
          number={2}
          conflict={found(true)}
          settings={settings}
          who={whoOn('phone-c')}
          busy={false}
          onKeep={() => {}}
          onKeepBranch={() => {}}
        />
        <ConflictNote
          number={2}
          conflict={found(false)}
          settings={settings}
          who={whoOn('phone-c')}
          busy={false}
          onKeep={() => {}}
          onKeepBranch={() => {}}
        />
      </>,
    );
    expect(both.container).toHaveTextContent('3 phones recorded hand 2 at the same time.');
    expect(both.container).toHaveTextContent('3 phones recorded hand 2 while apart.');
    // The two records waiting name their phones apart, never "another phone" twice.
    expect(both.container).toHaveTextContent('Kumar’s phone: Kumar won 3 tai, self-drawn');
    expect(both.container).toHaveTextContent('Phone 2: Siew Lan won 1 tai on Ah Beng’s discard');
    expect(both.container).not.toHaveTextContent(/another phone/i);
    both.unmount();
  });

  it('on the first of hands recorded apart for several turns: one tap keeps one phone’s hands for all of them, from either record', async () => {
    const user = userEvent.setup();
    const onKeep = vi.fn();
    const onKeepBranch = vi.fn();
    const ledger = computeLedger(settings, [first, fromPhoneB]);
    const entry = conflictsByEntry(
      [
        {
          ...conflict,
          branches: [
            { from: fromPhoneB.id, then: ['b-3', 'b-4'] },
            { from: fromPhoneA.id, then: ['a-3'] },
          ],
        },
      ],
      ledger.rows,
    ).get(fromPhoneB.id)!;
    const { container } = render(
      <ConflictNote
        number={2}
        conflict={entry}
        settings={settings}
        who={whoOn('phone-b')}
        busy={false}
        onKeep={onKeep}
        onKeepBranch={onKeepBranch}
      />,
    );
    expect(container).toHaveTextContent(
      'The same phones went on recording apart until hand 4: keep one phone’s hands 2 to 4 at once, or hand by hand.',
    );
    await user.click(screen.getByRole('button', { name: 'Keep hands 2 to 4 of entry 2' }));
    expect(onKeepBranch).toHaveBeenLastCalledWith([fromPhoneB.id, 'b-3', 'b-4']);
    const other = screen.getByRole('button', { name: 'Keep hands 2 to 3 of the other record' });
    expect(other).toHaveTextContent('Keep hands 2–3');
    await user.click(other);
    expect(onKeepBranch).toHaveBeenLastCalledWith([fromPhoneA.id, 'a-3']);
    // Hand by hand stays one tap too.
    await user.click(screen.getByRole('button', { name: 'Keep entry 2' }));
    expect(onKeep).toHaveBeenLastCalledWith(fromPhoneB.id);
    expect(onKeepBranch).toHaveBeenCalledTimes(2);
  });

  it('says when two phones kept different records at once, so that neither choice stands', () => {
    const ledger = computeLedger(settings, [first, fromPhoneB]);
    const entry = conflictsByEntry([{ ...conflict, keptApart: true }], ledger.rows).get(fromPhoneB.id)!;
    const { container } = render(
      <ConflictNote
        number={2}
        conflict={entry}
        settings={settings}
        who={whoOn('phone-b')}
        busy={false}
        onKeep={() => {}}
        onKeepBranch={() => {}}
      />,
    );
    expect(container).toHaveTextContent(
      'Two phones kept different records of hand 2 at once: neither choice stands.',
    );
    expect(container).not.toHaveTextContent('while apart');
    expect(screen.getByRole('button', { name: 'Keep entry 2' })).toBeEnabled();
  });

  it('names the hand each set-aside record was, since two records of one turn often read alike', () => {
    render(
      <SetAsideList
        settings={settings}
        setAside={[{ entryId: fromPhoneA.id, entry: fromPhoneA, hand: 2 }]}
        busy={false}
        onBringBack={() => {}}
      />,
    );
    expect(screen.getByRole('region', { name: 'Set aside' })).toHaveTextContent(
      'Hand 2 · Kumar won 3 tai, self-drawn',
    );
  });

  it('joins its sentences as each language writes them: a space in English, none after Chinese 。 and a full-width colon', async () => {
    const ledger = computeLedger(settings, [first, fromPhoneB]);
    const entry = conflictsByEntry([conflict], ledger.rows).get(fromPhoneB.id)!;
    const note = () =>
      render(
        <ConflictNote
          number={2}
          conflict={entry}
          settings={settings}
          who={whoOn('phone-b')}
          busy={false}
          onKeep={() => {}}
          onKeepBranch={() => {}}
        />,
      );
    const english = note();
    expect(english.container).toHaveTextContent('while apart. Until you keep one');
    expect(english.container).toHaveTextContent('Kumar’s phone: Kumar');
    english.unmount();
    try {
      await switchLocale('zh-Hans');
      await loadArea('live');
      const chinese = note();
      const text = chinese.container.textContent ?? '';
      expect(text).toContain('第 2 盘。在你保留');
      expect(text).toContain('Kumar的手机：');
      expect(text).not.toMatch(/[。：] |[\u4e00-\u9fff]: /u);
      chinese.unmount();
    } finally {
      await switchLocale('en');
    }
  });

  it('names the phones of two versions of an entry apart, as people', () => {
    const { container } = render(
      <EditConflictNote
        number={2}
        settings={settings}
        conflict={{
          entryId: fromPhoneB.id,
          versions: [
            { recordId: 'v1', entry: fromPhoneB, phone: 'phone-a', at: 1 },
            { recordId: 'v2', entry: null, phone: 'phone-b', at: 2 },
          ],
        }}
        who={whoOn('phone-c')}
        busy={false}
        onKeep={() => {}}
      />,
    );
    expect(container).toHaveTextContent('Kumar’s phone: Siew Lan won');
    expect(container).toHaveTextContent('Phone 2: Deleted');
    expect(container).not.toHaveTextContent(/another phone/i);
  });

  it('offers no branch to keep when the phones were apart for one hand only', () => {
    const ledger = computeLedger(settings, [first, fromPhoneB]);
    const entry = conflictsByEntry([conflict], ledger.rows).get(fromPhoneB.id)!;
    const { container } = render(
      <ConflictNote
        number={2}
        conflict={entry}
        settings={settings}
        who={whoOn('phone-b')}
        busy={false}
        onKeep={() => {}}
        onKeepBranch={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Keep hands/ })).toBeNull();
    expect(container).not.toHaveTextContent('went on recording apart');
  });

  it('says each change left out by the phone that made it, an update only for a newer version, and nothing when none', () => {
    const who = whoOn('phone-b');
    const { rerender, container } = render(<UnreadableEntries leftOut={[]} who={who} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<UnreadableEntries leftOut={[{ phone: 'phone-a', newer: false }]} who={who} />);
    expect(screen.getByRole('note')).toHaveTextContent('Changes left out of the totals');
    expect(screen.getByTestId('live-unreadable')).toHaveTextContent(
      'A change from Kumar’s phone could not be read: it is left out.',
    );
    expect(screen.getByTestId('live-unreadable')).not.toHaveTextContent(/update|newer/);
    rerender(
      <UnreadableEntries
        leftOut={[
          { phone: 'phone-c', newer: false },
          { phone: 'phone-a', newer: false },
          { phone: 'phone-c', newer: false },
          { phone: 'phone-c', newer: true },
          { phone: null, newer: false },
        ]}
        who={who}
      />,
    );
    const lines = within(screen.getByTestId('live-unreadable')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '2 changes from Phone 3 could not be read: they are left out.',
      'A change from Kumar’s phone could not be read: it is left out.',
      'A change from Phone 3 was made by a newer version of the app: update this phone to count it.',
      'A change could not be read: it is left out.',
    ]);
    expect(screen.getByTestId('live-unreadable')).toHaveAttribute('data-count', '5');
  });
});
