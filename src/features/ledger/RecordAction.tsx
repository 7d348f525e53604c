// "Record" on a scored hand: put it in the current session. (Being built.)
import type { HandInput } from '../../core/types';

export function RecordAction(_props: { hand: HandInput }) {
  return null;
}
