// Why a tap did nothing, and that the phone will not keep the draft, in a player's words. The draft
// (state/draft-store.ts) says only which it is: the words are shown by the result bar and the notice
// below the palette, parts that come just after the first screen, so they load with them (the `later`
// words) rather than with the first screen.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DraftNotice } from '../../state/draft-store';
import { tileNameIn } from '../../ui/tile-names';

/** Why a declared set cannot be made of a tile the hand already holds four of (`tile`, a token). */
function notEnoughFor(set: DraftNotice & { why: 'not-enough' }): MessageDescriptor {
  const tile = set.tile;
  switch (set.set) {
    case 'chow':
      return msg`Not enough ${tile} left for a chow: four are in the set.`;
    case 'pong':
      return msg`Not enough ${tile} left for a pong: four are in the set.`;
    case 'kong':
      return msg`Not enough ${tile} left for a kong: four are in the set.`;
    case 'concealed_kong':
      return msg`Not enough ${tile} left for a concealed kong: four are in the set.`;
  }
}

/** The message of a notice; a value named `tile` is a tile's token, named by `noticeWords`. */
function noticeMessage(notice: DraftNotice): MessageDescriptor {
  switch (notice.why) {
    case 'bonus-held': {
      const tile = notice.tile;
      return msg`${tile} is already in the bonus tray: there is only one.`;
    }
    case 'no-animals':
      return msg`Hong Kong tables play without animals.`;
    case 'all-four-in-hand': {
      const tile = notice.tile;
      return msg`All four ${tile} are already in the hand.`;
    }
    case 'hand-full':
      return msg`The hand already has 14 tiles. Remove one first.`;
    case 'chow-of-honours':
      return msg`A chow is three suit tiles in a row: honours cannot make one.`;
    case 'chow-start':
      return msg`Tap the lowest tile of the chow (1 to 7 of a suit).`;
    case 'not-enough':
      return notEnoughFor(notice);
    case 'no-room': {
      const count = notice.count;
      return msg`No room for another set: the hand already counts ${count} of 14 tiles.`;
    }
  }
}

/** Why the last tap did nothing, in the language in use, the tile it names named in it too. */
export function noticeWords(i18n: I18n, notice: DraftNotice): string {
  const message = noticeMessage(notice);
  const values = message.values;
  if (!values || typeof values.tile !== 'string') return i18n._(message);
  const named = { ...values, tile: tileNameIn(i18n, values.tile) };
  return i18n._(message.id, named, { message: message.message });
}

/** What the player is told, once, when the phone will not keep the draft. */
export const STORAGE_REFUSED_NOTICE: MessageDescriptor = msg`This phone is refusing to save the hand (its storage is full or blocked). The hand stays on screen, but it may be lost if the app is closed: free some space or leave private browsing.`;
