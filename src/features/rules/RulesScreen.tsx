// The rules reference. (Being built.)
import type { ProfileId } from '../../core/types';

export default function RulesScreen(_props: { profile?: ProfileId; slug?: string }) {
  return <h1 className="text-xl font-bold">Rules</h1>;
}
