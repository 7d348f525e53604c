// The table's house rules (RULES.md section 8) for one profile: minimum, cap, unit and the sg options.
import { HOUSE_RULES, ruleMax } from '../../core/house-rules';
import { useId } from 'react';
import { PROFILE_SETTINGS, defaultOptions, resolveOptions } from '../../core/options';
import type { HandOptionsInput, ProfileId } from '../../core/types';

type Key = keyof HandOptionsInput;

function NumberField(props: { label: string; help?: string; value: number; min: number; max: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm">
        <span className="font-medium">{props.label}</span>
        {props.help && <span className="block text-xs text-stone-600 dark:text-stone-300">{props.help}</span>}
      </label>
      <input id={id} type="number" inputMode="numeric" min={props.min} max={props.max} step={1} value={props.value}
        onChange={(e) => {
          const value = Number(e.target.value);
          if (Number.isInteger(value)) props.onChange(value);
        }}
        className="w-20 rounded-md border border-stone-300 bg-white px-2 py-1 text-right tabular-nums dark:border-stone-600 dark:bg-stone-800" />
    </div>
  );
}

function Toggle(props: { label: string; help: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3">
      <label htmlFor={id} className="text-sm">
        <span className="font-medium">{props.label}</span>
        <span className="block text-xs text-stone-600 dark:text-stone-300">{props.help}</span>
      </label>
      <input id={id} type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} className="mt-1 size-5 accent-emerald-700" />
    </div>
  );
}

/** Whether a house option is at the profile's default (seven pairs: off), so it can be left out. */
function isDefaultOption(profile: ProfileId, key: Key, value: HandOptionsInput[Key]): boolean {
  return key === 'seven_pairs' ? !value : (defaultOptions(profile) as unknown as Record<string, unknown>)[key] === value;
}

/** Sets one option, keeping only what differs from the defaults, so a shared hand or a night stays short. */
function withOption(profile: ProfileId, rules: HandOptionsInput, key: Key, value: HandOptionsInput[Key]): HandOptionsInput {
  const next: HandOptionsInput = { ...rules, [key]: value };
  if (isDefaultOption(profile, key, value)) delete next[key];
  return next;
}

/** The Singapore table's own house options (RULES.md section 8), for the settings and for starting a night. */
export function SgOptionsFields({ rules, onChange }: { rules: HandOptionsInput; onChange: (rules: HandOptionsInput) => void }) {
  const effective = resolveOptions('sg', rules).options;
  const set = (key: Key, value: HandOptionsInput[Key]): void => onChange(withOption('sg', rules, key, value));
  return (
    <>
      <NumberField label="Concealed Ping Hu bonus" help="Extra tai for a Ping Hu or All Chow with no declared set." value={effective.concealed_bonus}
        min={0} max={5} onChange={(v) => set('concealed_bonus', v)} />
      <Toggle label="Seven pairs" help="Play seven pairs, worth 4 tai." checked={effective.seven_pairs > 0} onChange={(v) => set('seven_pairs', v)} />
      <Toggle label="Unusual hands" help="Windy Chow, Honoured Knitting, Lincoln, Pure Knitting, Founding of Singapore, Blue Hand."
        checked={effective.unusual_hands} onChange={(v) => set('unusual_hands', v)} />
      <Toggle label="Any two waits pass the Ping Hu test" help="Off: only waits that complete an all-chow hand count (seed 000)."
        checked={effective.ping_hu_wait === 'any'} onChange={(v) => set('ping_hu_wait', v ? 'any' : 'pattern')} />
      <Toggle label="Little Dragons is 3 in total" help="Off: 3 plus 1 for each dragon pong (5)." checked={effective.little_dragons_total}
        onChange={(v) => set('little_dragons_total', v)} />
    </>
  );
}

export function HouseRulesForm(props: { profile: ProfileId; rules: HandOptionsInput; onChange: (rules: HandOptionsInput) => void }) {
  const settings = PROFILE_SETTINGS[props.profile];
  const resolved = resolveOptions(props.profile, props.rules);
  const effective = resolved.options;
  const word = settings.unitWord;
  const set = (key: Key, value: HandOptionsInput[Key]): void => props.onChange(withOption(props.profile, props.rules, key, value));

  return (
    <div className="space-y-3">
      <NumberField label={`Minimum ${word}`} help="Below it, a hand cannot win." value={effective.min_tai} min={0} max={ruleMax(HOUSE_RULES.min_tai, props.profile)}
        onChange={(v) => set('min_tai', v)} />
      <NumberField label={`Cap (${word})`} help={settings.capCeiling ? `Limit hands score this; never above ${settings.capCeiling}.` : 'Limit hands score this; totals stop here.'}
        value={effective.cap_tai} min={1} max={settings.capCeiling ?? 13} onChange={(v) => set('cap_tai', v)} />
      <NumberField label={props.profile === 'hk' ? 'Table unit (points)' : 'One-tai share (points)'}
        help="What the scorer's payments are counted in." value={effective.unit} min={1} max={1_000_000} onChange={(v) => set('unit', v)} />
      {props.profile === 'sg' && <SgOptionsFields rules={props.rules} onChange={props.onChange} />}
      {resolved.errors.length > 0 && (
        <ul role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
          {resolved.errors.map((e) => <li key={e.code + (e.field ?? '')}>{e.message}</li>)}
        </ul>
      )}
    </div>
  );
}
