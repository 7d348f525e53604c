// Builders for ledger tests: a table's settings and entries in one line each, with payments
// computed the way the scorer computes them, so a test reads like what happened at the table.
import type { TablePaymentKind } from '../settlement';
import type { HandOptionsInput, ProfileId } from '../types';
import { paymentFor } from './settings';
import type {
  DrawEntry,
  FalseWinEntry,
  PerPlayer,
  PlayerIndex,
  NightSettings,
  TablePaymentEntry,
  WinEntry,
} from './types';

export const NAMES: PerPlayer<string> = ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'];
/** 2025-06-13 20:00 UTC: a Friday night. */
export const NIGHT = Date.UTC(2025, 5, 13, 20, 0);

let counter = 0;
const stamp = (): { id: string; at: number } => {
  counter += 1;
  return { id: `entry-${counter}`, at: NIGHT + counter * 60_000 };
};

export function table(
  profile: ProfileId = 'sg',
  options: HandOptionsInput = { unit: 10 },
  more: Partial<NightSettings> = {},
): NightSettings {
  return { profile, options, players: [...NAMES], firstDealer: 0, startingWind: 'E', ...more };
}

export function discardWin(
  settings: NightSettings,
  winner: PlayerIndex,
  discarder: PlayerIndex,
  tai: number,
  more: Partial<WinEntry> = {},
): WinEntry {
  return {
    ...stamp(),
    kind: 'win',
    winner,
    selfDrawn: false,
    discarder,
    tai,
    payment: paymentFor(settings, tai, false),
    ...more,
  };
}

export function selfDrawnWin(
  settings: NightSettings,
  winner: PlayerIndex,
  tai: number,
  more: Partial<WinEntry> = {},
): WinEntry {
  return {
    ...stamp(),
    kind: 'win',
    winner,
    selfDrawn: true,
    discarder: null,
    tai,
    payment: paymentFor(settings, tai, true),
    ...more,
  };
}

export const drawnHand = (): DrawEntry => ({ ...stamp(), kind: 'draw' });

export const tablePayment = (
  receiver: PlayerIndex,
  reason: TablePaymentKind,
  note?: string,
): TablePaymentEntry => ({
  ...stamp(),
  kind: 'table_payment',
  receiver,
  reason,
  ...(note === undefined ? {} : { note }),
});

export const falseWin = (offender: PlayerIndex): FalseWinEntry => ({
  ...stamp(),
  kind: 'false_win',
  offender,
});
