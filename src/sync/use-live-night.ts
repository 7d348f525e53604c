// The hook a night's screen reads: where the live night stands, its link, conflicts, unreadable and set-aside entries.
import type { TaiTableDB } from '../db';
import type { LiveNightState } from './types';

const LOCAL: LiveNightState = { status: { kind: 'local' }, link: null, conflicts: [], unreadable: 0, setAside: [] };

/** Connects while mounted (when the night is live) and answers its state; a local night answers `local`. */
export function useLiveNight(_db: TaiTableDB, _nightId: string): LiveNightState {
  return LOCAL;
}
