// The two hands of a house rule's example: the rule at its default ("off") and at the example's value ("on").
import type { HandInput } from '../../core';
import type { FormRuleId } from '../../core/house-rules';
import { HOUSE_RULE_EXAMPLES } from './content/house-rule-examples';

export function exampleSides(id: FormRuleId): { off: HandInput; on: HandInput } {
  const { hand, on } = HOUSE_RULE_EXAMPLES[id];
  const { [id]: _ignored, ...rest } = hand.options ?? {};
  const off: HandInput = { ...hand };
  if (Object.keys(rest).length > 0) off.options = rest;
  else delete off.options;
  return { off, on: { ...hand, options: { ...rest, [id]: on } as HandInput['options'] } };
}
