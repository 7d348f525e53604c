// A row of native radio buttons styled as a segmented control: one tap to choose, arrow keys to move.
import { useId } from 'react';

export interface RadioOption<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly disabled?: boolean;
  /** The full name when the visible label is shortened to fit. */
  readonly ariaLabel?: string;
}

export function RadioGroup<T extends string>(props: {
  label: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange: (value: T) => void;
  hideLabel?: boolean;
  className?: string;
  /** Smaller text, for groups of many options on a phone. */
  compact?: boolean;
}) {
  const name = useId();
  const labelId = `${name}-label`;
  return (
    <div className={props.className}>
      <span id={labelId} className={props.hideLabel ? 'sr-only' : 'mb-1 block text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300'}>
        {props.label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className="flex rounded-lg bg-stone-200 p-0.5 dark:bg-stone-800">
        {props.options.map((option) => (
          <label
            key={option.value}
            className="relative flex-1 cursor-pointer select-none rounded-md text-center text-sm font-medium has-[:checked]:bg-white has-[:checked]:text-emerald-900 has-[:checked]:shadow-sm has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-600 dark:has-[:checked]:bg-stone-600 dark:has-[:checked]:text-white"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={props.value === option.value}
              disabled={option.disabled}
              aria-label={option.ariaLabel}
              onChange={() => props.onChange(option.value)}
              className="peer sr-only"
            />
            <span className={props.compact ? 'block px-1 py-2 text-[0.8rem] leading-tight' : 'block px-2 py-2'}>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
