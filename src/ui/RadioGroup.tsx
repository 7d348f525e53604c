// A row of native radio buttons styled as a segmented control: one tap to choose, arrow keys to move.
import { useId } from 'react';

export interface RadioOption<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly disabled?: boolean;
  /** The full name when the visible label is shortened to fit. */
  readonly ariaLabel?: string;
  /** The language of the label where it differs from the page's (a language named in its own script). */
  readonly lang?: string;
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
  /**
   * Labels of any length, such as players' names: each option keeps an equal share of the row and a
   * label too long for it ends in "…" (the whole label is its title and its radio's name), so the
   * row never widens the screen. Off elsewhere: a short label may take more than its share.
   */
  shortenLabels?: boolean;
}) {
  const name = useId();
  const labelId = `${name}-label`;
  return (
    <div className={props.className}>
      <span
        id={labelId}
        className={
          props.hideLabel
            ? 'sr-only'
            : `block font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300 ${props.compact ? 'mb-0.5 text-[0.65rem]' : 'mb-1 text-xs'}`
        }
      >
        {props.label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="flex items-stretch rounded-lg bg-stone-200 p-0.5 dark:bg-stone-800"
      >
        {props.options.map((option) => (
          <label
            key={option.value}
            lang={option.lang}
            className={`relative flex-1 cursor-pointer select-none text-center text-sm font-medium${props.shortenLabels ? ' min-w-0' : ''}`}
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
            {/* Styled from the input before it (peer), not with :has(), which makes every DOM change costlier to restyle. */}
            <span
              title={props.shortenLabels ? option.label : undefined}
              className={`radio-choice ${props.compact ? 'whitespace-nowrap px-1 py-1.5 text-[0.8rem] leading-tight' : 'px-2 py-2'}${props.shortenLabels ? ' truncate' : ''}`}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
