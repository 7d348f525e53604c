// Night links: the whole night travels in the URL fragment (#/n/<code>), so no server ever sees it.
import { encodeNightCode, type SharedNight } from '../../core/night-code';
import type { LedgerEntry, SessionSettings } from '../../core/ledger';
import { appAddress } from '../share/share-link';

/** What a night link needs of a night on this phone (a SessionView has it all). */
export interface NightToShare {
  id: string;
  name: string;
  createdAt: number;
  status: 'open' | 'finished';
  settings: SessionSettings;
  entries: readonly LedgerEntry[];
}

export function sharedNightOf(night: NightToShare, sharedAt: number = Date.now()): SharedNight {
  return {
    id: night.id, name: night.name, createdAt: night.createdAt, finished: night.status === 'finished', sharedAt,
    settings: night.settings, entries: [...night.entries],
  };
}

export async function nightLink(night: NightToShare, base = appAddress(), sharedAt: number = Date.now()): Promise<string> {
  return `${base}#/n/${await encodeNightCode(sharedNightOf(night, sharedAt))}`;
}
