// A table profile inside a code's payload (share code version 2 on, the table code): its number in
// PROFILE_WIRE as a varint, so that a profile added later needs no new layout, and an app that does
// not know it can say "newer" rather than "damaged".
import type { ProfileId } from '../types';
import type { BitReader, BitWriter } from './bits';

/** Written out here rather than borrowed from types.ts: a number, once issued, means its profile forever. */
const PROFILE_WIRE: readonly ProfileId[] = ['sg', 'sg-reference', 'hk'];

export function writeProfile(out: BitWriter, profile: ProfileId): void {
  out.varint(PROFILE_WIRE.indexOf(profile));
}

/** The profile, `newer` for a number this app does not know, or undefined when the number runs on. */
export function readProfile(input: BitReader): ProfileId | 'newer' | undefined {
  const index = input.varint(2);
  if (index === undefined) return undefined;
  return PROFILE_WIRE[index] ?? 'newer';
}
