// "Declare a set": what the next palette tap makes — a tile for the hand, or a whole chow, pong or kong.
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
