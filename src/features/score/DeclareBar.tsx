// "Declare a set": what the next palette tap makes — a tile for the hand, or a whole chow, pong or kong.
import type { DeclareMode } from '../../state/draft-store';
import { RadioGroup } from '../../ui/RadioGroup';

const MODES: readonly { value: DeclareMode; label: string; ariaLabel?: string }[] = [
  { value: 'hand', label: 'Tile' },
  { value: 'chow', label: 'Chow' },
  { value: 'pong', label: 'Pong' },
  { value: 'kong', label: 'Kong' },
  { value: 'concealed_kong', label: 'Conc. kong', ariaLabel: 'Concealed kong' },
];

export function DeclareBar(props: { mode: DeclareMode; onChange: (mode: DeclareMode) => void; roomForSet: boolean }) {
  return (
    <RadioGroup
      label="Declare a set"
      hideLabel
      compact
      value={props.mode}
      onChange={props.onChange}
      options={MODES.map((m) => ({ ...m, disabled: m.value !== 'hand' && !props.roomForSet }))}
    />
  );
}

export const MODE_HINTS: Record<DeclareMode, string> = {
  hand: 'Tap a tile to add it to the hand',
  chow: 'Tap the lowest tile of the declared chow',
  pong: 'Tap the tile of the declared pong',
  kong: 'Tap the tile of the exposed kong',
  concealed_kong: 'Tap the tile of the concealed kong',
};
