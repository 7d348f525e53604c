// Type guards for reading ledger data that arrives as unknown JSON (forms, the database, backups).
import { PLAYER_INDEXES, WINDS, type PlayerIndex, type Wind } from './types';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isPlayerIndex = (value: unknown): value is PlayerIndex =>
  typeof value === 'number' && (PLAYER_INDEXES as readonly number[]).includes(value);

export const isWind = (value: unknown): value is Wind =>
  typeof value === 'string' && (WINDS as readonly string[]).includes(value);

/** A whole, non-negative amount of cents that stays exact in a double. */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
