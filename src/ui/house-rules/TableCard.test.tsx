// The table's card from a house-rules form, as a player sets it: every pattern with its value, a value by
// tap (not played, a step, the limit), the default beside a changed one, a limit hand given a number saying
// what it then leaves out, a pattern the house rules do not play saying why, and back to the default.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cardIds } from '../../core/card';
import type { HandOptionsInput, ProfileId } from '../../core/types';
import { loadArea, switchLocale } from '../../i18n/catalogs';
import { HouseRulesForm } from './HouseRulesForm';
import { TableCardEntry } from './TableCard';

/** The form with its own state, as Settings, a night's start and a saved table hold it. */
function Harness({
  profile,
  start = {},
  changes,
}: {
  profile: ProfileId;
  start?: HandOptionsInput;
  changes: HandOptionsInput[];
}) {
  const [rules, setRules] = useState<HandOptionsInput>(start);
  const onChange = (next: HandOptionsInput): void => {
    changes.push(next);
    setRules(next);
  };
  return (
    <>
      <HouseRulesForm profile={profile} rules={rules} onChange={onChange} />
      <TableCardEntry profile={profile} rules={rules} onChange={onChange} />
    </>
  );
}

/** The card's sheet, opened from the form's line (its code loads on the tap). */
async function openCard(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Set the table’s card' }));
  return screen.findByRole('dialog', { name: "Table's card" });
}

const pattern = (sheet: HTMLElement, name: string): HTMLElement => within(sheet).getByRole('group', { name });

afterEach(async () => {
  await switchLocale('en');
});

describe('the table’s card', () => {
  it('lists every pattern of the profile with its value, the profile’s own when nothing is changed', async () => {
    render(<Harness profile="sg" changes={[]} />);
    const sheet = await openCard();
    const rows = sheet.querySelectorAll('[data-card-pattern]');
    expect([...rows].map((row) => row.getAttribute('data-card-pattern'))).toEqual(cardIds('sg'));
    expect(within(pattern(sheet, 'Full Flush')).getByText('4 tai')).toBeInTheDocument();
    expect(within(pattern(sheet, 'Big Dragons')).getByText('limit')).toBeInTheDocument();
    expect(within(sheet).getByText('Every pattern at its default.')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Every pattern back to the default' })).toBeDisabled();
  });

  it('sets a number by steps, not played and the limit, each a change of the house rules, with the default beside it', async () => {
    const changes: HandOptionsInput[] = [];
    render(<Harness profile="sg" start={{ shooter_pays: true }} changes={changes} />);
    const sheet = await openCard();
    const flush = pattern(sheet, 'Full Flush');
    fireEvent.click(within(flush).getByRole('button', { name: 'Full Flush: one more' }));
    fireEvent.click(within(flush).getByRole('button', { name: 'Full Flush: one more' }));
    expect(within(flush).getByText('6 tai')).toBeInTheDocument();
    expect(within(flush).getByText('Default: 4 tai.')).toBeInTheDocument();
    fireEvent.click(within(pattern(sheet, 'Animal')).getByRole('button', { name: 'Not played' }));
    const pongs = pattern(sheet, 'Pong Pong');
    fireEvent.click(within(pongs).getByRole('button', { name: 'Limit' }));
    expect(within(pongs).getByRole('button', { name: 'Limit' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(pongs).getByRole('button', { name: 'Pong Pong: one more' })).toBeDisabled();
    // Each tap is one change of the rules, the other house rules kept; the card holds only what it changes.
    expect(changes.at(-1)).toEqual({
      shooter_pays: true,
      values: { all_pungs: 'limit', full_flush: 6, animal: 0 },
    });
    expect(changes).toHaveLength(4);
    expect(sheet.querySelector('[data-card-summary]')).toHaveTextContent(
      'Pong Pong: limit · Full Flush: 6 tai · Animal: not played',
    );
    // Stepping back to the profile's own value drops the pattern from the card.
    fireEvent.click(within(flush).getByRole('button', { name: 'Full Flush: one less' }));
    fireEvent.click(within(flush).getByRole('button', { name: 'Full Flush: one less' }));
    expect(changes.at(-1)!.values).toEqual({ all_pungs: 'limit', animal: 0 });
    expect(flush).not.toHaveAttribute('data-changed');
  });

  it('says what a limit hand given a number then leaves out, in the table’s names', async () => {
    const changes: HandOptionsInput[] = [];
    render(<Harness profile="hk" changes={changes} />);
    const sheet = await openCard();
    const winds = pattern(sheet, 'Little Four Winds');
    expect(within(winds).queryByText(/no longer a limit hand/)).not.toBeInTheDocument();
    // From the limit, one less is the cap as a number: 10 fan at a Hong Kong table.
    fireEvent.click(within(winds).getByRole('button', { name: 'Little Four Winds: one less' }));
    expect(within(winds).getByText('10 fan')).toBeInTheDocument();
    for (let i = 0; i < 4; i++)
      fireEvent.click(within(winds).getByRole('button', { name: 'Little Four Winds: one less' }));
    expect(changes.at(-1)).toEqual({ values: { little_winds: 6 } });
    expect(within(winds).getByText('Default: limit.')).toBeInTheDocument();
    expect(
      within(winds).getByText(
        'As a number it is no longer a limit hand, and these are not added beside it: Seat Wind and Prevailing Wind.',
      ),
    ).toBeInTheDocument();
    // A limit hand that implies nothing says that every other pattern adds.
    const orphans = pattern(sheet, 'Thirteen Orphans');
    fireEvent.click(within(orphans).getByRole('button', { name: 'Thirteen Orphans: one less' }));
    expect(
      within(orphans).getByText(
        'As a number it is no longer a limit hand; every other pattern adds beside it.',
      ),
    ).toBeInTheDocument();
  });

  it('says why a pattern the house rules do not play cannot be set, and offers the taps once they do', async () => {
    const { unmount } = render(<Harness profile="sg" changes={[]} />);
    let row = pattern(await openCard(), 'Fully Concealed');
    expect(
      within(row).getByText('Not played here until the house rule “Fully concealed” is on.'),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    unmount();
    render(<Harness profile="sg" start={{ fully_concealed: 1 }} changes={[]} />);
    row = pattern(await openCard(), 'Fully Concealed');
    expect(within(row).getByText('1 tai')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Fully Concealed: one more' })).toBeEnabled();
  });

  it('puts one pattern back, or every pattern, to the default; the form’s line says what the card changes', async () => {
    const changes: HandOptionsInput[] = [];
    render(<Harness profile="sg" start={{ values: { animal: 0, full_flush: 6 } }} changes={changes} />);
    const line = document.querySelector('[data-rule="values"]')!;
    expect(line).toHaveAttribute('data-changed', 'true');
    expect(line.querySelector('[data-card-changes]')).toHaveTextContent(
      'Full Flush: 6 tai · Animal: not played',
    );
    const sheet = await openCard();
    fireEvent.click(within(pattern(sheet, 'Animal')).getByRole('button', { name: 'Back to the default' }));
    expect(changes.at(-1)).toEqual({ values: { full_flush: 6 } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Every pattern back to the default' }));
    // At the profile's own card the rule is dropped, as any rule at its default is.
    expect(changes.at(-1)).toEqual({});
    expect(line).not.toHaveAttribute('data-changed');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the card when another house rule of the form changes, and the other rules when the card does', async () => {
    const changes: HandOptionsInput[] = [];
    render(<Harness profile="sg" start={{ values: { animal: 0 } }} changes={changes} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Shooter pays' }));
    expect(changes.at(-1)).toEqual({ values: { animal: 0 }, shooter_pays: true });
    const sheet = await openCard();
    fireEvent.click(
      within(pattern(sheet, 'Full Flush')).getByRole('button', { name: 'Full Flush: one more' }),
    );
    expect(changes.at(-1)).toEqual({ values: { full_flush: 5, animal: 0 }, shooter_pays: true });
  });

  it('speaks the player’s language: the table’s names and values, 台 or 番', async () => {
    render(<Harness profile="hk" start={{ values: { little_winds: 6 } }} changes={[]} />);
    await act(async () => {
      await switchLocale('zh-Hant');
      await loadArea('settings');
    });
    fireEvent.click(screen.getByRole('button', { name: '設定本枱番數表' }));
    const sheet = await screen.findByRole('dialog', { name: '本枱番數表' });
    expect(sheet.querySelector('[data-card-summary]')).toHaveTextContent('小四喜：6番');
    expect(within(pattern(sheet, '小四喜')).getByText('預設：滿糊。')).toBeInTheDocument();
  });
});
