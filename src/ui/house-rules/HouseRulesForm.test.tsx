// The house-rule form is generated from the registry: every rule of a profile has a control of its type,
// a change changes the options, and a value the core cannot play is refused with the core's own sentence.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  FORM_RULE_IDS,
  HOUSE_RULES,
  accepts,
  formRulesOf,
  ruleDefault,
  ruleMax,
  rulesOf,
  type FormRule,
  type FormRuleId,
  type NumberRule,
} from '../../core/house-rules';
import { resolveOptions } from '../../core/options';
import { PROFILE_IDS, type HandOptionsInput, type ProfileId } from '../../core/types';
import { houseRuleChoice, houseRuleEffect } from '../../words/names/ready';
import { HouseRulesForm } from './HouseRulesForm';

/** The form with its own state, reporting every change. */
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
  return (
    <HouseRulesForm
      profile={profile}
      rules={rules}
      onChange={(next) => {
        changes.push(next);
        setRules(next);
      }}
    />
  );
}

const block = (id: FormRuleId): HTMLElement => {
  const found = document.querySelector<HTMLElement>(`[data-rule="${id}"]`);
  if (!found) throw new Error(`no control for ${id}`);
  return found;
};

/** A value other than the default that the profile can play on its own. */
function otherValue(rule: FormRule, profile: ProfileId): number | boolean | string {
  if (rule.type === 'flag') return !rule.default;
  if (rule.type === 'choice') return rule.choices[1]!.value;
  const d = ruleDefault(rule, profile) as number;
  return d > rule.min ? d - 1 : d + 1;
}

/** Sets a rule through its control, as a player would. */
function setThroughControl(id: FormRuleId, rule: FormRule, value: number | boolean | string): void {
  const scope = within(block(id));
  if (rule.type === 'flag') fireEvent.click(scope.getByRole('switch', { name: rule.name }));
  else if (rule.type === 'choice')
    fireEvent.click(scope.getByRole('radio', { name: houseRuleChoice(id, String(value)) }));
  else if (rule.onValue !== undefined) {
    fireEvent.click(scope.getByRole('switch', { name: rule.name }));
    fireEvent.change(scope.getByRole('spinbutton', { name: `${rule.name}, worth` }), {
      target: { value: String(value) },
    });
  } else
    fireEvent.change(scope.getByRole('spinbutton', { name: rule.name }), {
      target: { value: String(value) },
    });
}

describe('the house-rule form, from the registry', () => {
  it.each(PROFILE_IDS.map((p) => [p] as const))(
    '%s: a control for every rule it accepts and none for another profile’s',
    (profile) => {
      render(<HouseRulesForm profile={profile} rules={{}} onChange={() => undefined} />);
      const shown = [...document.querySelectorAll('[data-rule]')].map((el) => el.getAttribute('data-rule'));
      // Every rule but the table's card, which has its own screen.
      expect(shown).toEqual(rulesOf(profile).filter((id) => id !== 'values'));
      expect(shown).toEqual(formRulesOf(profile));
      for (const id of FORM_RULE_IDS) {
        const rule = HOUSE_RULES[id] as FormRule;
        if (!accepts(rule, profile)) continue;
        const scope = within(block(id));
        expect(scope.getByText(houseRuleEffect(id), { exact: false })).toBeInTheDocument();
        const link = scope.getByRole('link', { name: 'Read the rule' });
        expect(link).toHaveAttribute('href', `#/rules/${profile}/${rule.page}`);
        expect(link).toHaveAccessibleDescription(rule.name);
        expect(block(id)).not.toHaveAttribute('data-changed');
        const role =
          rule.type === 'flag' || (rule.type === 'number' && rule.onValue !== undefined)
            ? 'switch'
            : rule.type === 'choice'
              ? 'radiogroup'
              : 'spinbutton';
        expect(scope.getByRole(role, { name: rule.name })).toBeInTheDocument();
      }
    },
  );

  const everyRule = PROFILE_IDS.flatMap((profile) =>
    formRulesOf(profile).map((id) => [`${profile} ${id}`, profile, id] as const),
  );

  it.each(everyRule)(
    '%s: changing it through its control changes the options to that value, and marks it changed',
    (_, profile, id) => {
      const rule = HOUSE_RULES[id] as FormRule;
      const value = otherValue(rule, profile);
      const changes: HandOptionsInput[] = [];
      render(<Harness profile={profile} changes={changes} />);
      setThroughControl(id, rule, value);
      const last = changes.at(-1);
      expect(last).toBeDefined();
      expect(resolveOptions(profile, last).options[id]).toBe(value);
      expect(block(id)).toHaveAttribute('data-changed', 'true');
      expect(within(block(id)).getByText('Changed')).toBeInTheDocument();
    },
  );

  it('shows no control for the table’s card, and keeps the card a table holds when another rule changes', () => {
    const changes: HandOptionsInput[] = [];
    render(<Harness profile="hk" start={{ values: { little_winds: 6 } }} changes={changes} />);
    expect(document.querySelector('[data-rule="values"]')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: houseRuleChoice('hk_payment', 'spicy') }));
    expect(changes.at(-1)).toEqual({ values: { little_winds: 6 }, hk_payment: 'spicy' });
  });

  it('leaves a rule set back to its default out of the options', () => {
    const changes: HandOptionsInput[] = [];
    render(<Harness profile="sg" changes={changes} />);
    const shooter = screen.getByRole('switch', { name: 'Shooter pays' });
    fireEvent.click(shooter);
    expect(changes.at(-1)).toEqual({ shooter_pays: true });
    fireEvent.click(shooter);
    expect(changes.at(-1)).toEqual({});
  });

  const numberRules = everyRule.filter(([, , id]) => {
    const rule = HOUSE_RULES[id] as FormRule;
    return rule.type === 'number' && rule.onValue === undefined;
  });

  it.each(numberRules)(
    '%s: a number out of bounds is refused with the core’s sentence, the options unchanged',
    (_, profile, id) => {
      const rule = HOUSE_RULES[id] as NumberRule;
      const changes: HandOptionsInput[] = [];
      render(<Harness profile={profile} changes={changes} />);
      const input = within(block(id)).getByRole('spinbutton', { name: rule.name });
      const tooBig = ruleMax(rule, profile) + 1;
      fireEvent.change(input, { target: { value: String(tooBig) } });
      const expected = resolveOptions(profile, { [id]: tooBig })
        .errors.map((e) => e.message)
        .join(' ');
      expect(expected).not.toBe('');
      expect(within(block(id)).getByRole('alert')).toHaveTextContent(expected);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(changes).toEqual([]);
    },
  );

  it('refuses a minimum above the cap with the core’s sentence', () => {
    const changes: HandOptionsInput[] = [];
    render(<Harness profile="sg" changes={changes} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Minimum to win' }), { target: { value: '6' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum (6 tai) is above the cap (5 tai).');
    expect(changes).toEqual([]);
  });

  it('the − and + steps stop at the bounds', () => {
    render(<Harness profile="sg-reference" start={{ min_tai: 5 }} changes={[]} />);
    expect(screen.getByRole('button', { name: 'Minimum to win: one more' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Minimum to win: one less' }));
    expect(screen.getByRole('spinbutton', { name: 'Minimum to win' })).toHaveValue(4);
  });

  it('explains stored rules that cannot be played', () => {
    render(<HouseRulesForm profile="sg" rules={{ min_tai: 6 }} onChange={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum (6 tai) is above the cap (5 tai).');
  });

  it('leaves out what the host asks for (the start of a night asks for the unit in dollars)', () => {
    render(<HouseRulesForm profile="sg" rules={{}} onChange={() => undefined} omit={['unit']} />);
    expect(document.querySelector('[data-rule="unit"]')).toBeNull();
    expect(document.querySelector('[data-rule="min_tai"]')).not.toBeNull();
  });
});
