// "Declare a set": what the next palette tap makes — a tile for the hand, or a whole chow, pong or kong.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { DeclareMode } from '../../state/draft-store';
import { RadioGroup } from '../../ui/RadioGroup';

export function DeclareBar(props: {
  mode: DeclareMode;
  onChange: (mode: DeclareMode) => void;
  roomForSet: boolean;
}) {
  const { t } = useLingui();
  // "Conc. kong" is the label that fits a phone's row; its radio keeps the whole name.
  const modes: readonly { value: DeclareMode; label: string; ariaLabel?: string }[] = [
    { value: 'hand', label: t`Tile` },
    { value: 'chow', label: t`Chow` },
    { value: 'pong', label: t`Pong` },
    { value: 'kong', label: t`Kong` },
    { value: 'concealed_kong', label: t`Conc. kong`, ariaLabel: t`Concealed kong` },
  ];
  return (
    <RadioGroup
      label={t`Declare a set`}
      hideLabel
      compact
      value={props.mode}
      onChange={props.onChange}
      options={modes.map((m) => ({ ...m, disabled: m.value !== 'hand' && !props.roomForSet }))}
    />
  );
}

/** What a tap on a playing tile does in each mode, worded by the screen in the language in use. */
export const MODE_HINTS: Record<DeclareMode, MessageDescriptor> = {
  hand: msg`Tap a tile to add it to the hand`,
  chow: msg`Tap the lowest tile of the declared chow`,
  pong: msg`Tap the tile of the declared pong`,
  kong: msg`Tap the tile of the exposed kong`,
  concealed_kong: msg`Tap the tile of the concealed kong`,
};
