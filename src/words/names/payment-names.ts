// The payment rules by id: what is paid at the table outside a win (RULES.md section 9), the
// penalties, and each table's own name.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TablePaymentKind } from '../../core/settlement';
import type { ProfileId } from '../../core/types';

/** Each table payment, as said inside a sentence ("Everyone pays Mei Ling: exposed kong"). */
export const TABLE_PAYMENT_NAMES: Readonly<Record<TablePaymentKind, MessageDescriptor>> = {
  exposed_kong: msg({ id: 'payment.exposed_kong', message: 'exposed kong' }),
  concealed_kong: msg({ id: 'payment.concealed_kong', message: 'concealed kong' }),
  bonus_later: msg({ id: 'payment.bonus_later', message: 'bonus pair or set during the hand' }),
  bonus_at_start: msg({ id: 'payment.bonus_at_start', message: 'bonus pair or set at the start' }),
};

/** The penalties a night records: a false win, and one player paying for all. */
export const PENALTY_NAMES = {
  false_win: msg({ id: 'payment.false_win', message: 'False win (Zha Hu)' }),
  bao: msg({ id: 'payment.bao', message: 'Bao' }),
} as const satisfies Readonly<Record<string, MessageDescriptor>>;

/** Each table, as the app names it. */
export const PROFILE_NAMES: Readonly<Record<ProfileId, MessageDescriptor>> = {
  sg: msg({ id: 'profile.sg', message: 'Singapore table' }),
  'sg-reference': msg({ id: 'profile.sg-reference', message: 'Singapore 0–5 tai reference' }),
  hk: msg({ id: 'profile.hk', message: 'Hong Kong' }),
};
