// What a tap on a playing tile does in each declare mode: the palette's hint, on the first screen (the
// declare bar itself comes with the score screen's later parts, DeclareBar.tsx).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeclareMode } from '../../state/draft-store';

/** What a tap on a playing tile does in each mode, worded by the screen in the language in use. */
export const MODE_HINTS: Record<DeclareMode, MessageDescriptor> = {
  hand: msg`Tap a tile to add it to the hand`,
  chow: msg`Tap the lowest tile of the declared chow`,
  pong: msg`Tap the tile of the declared pong`,
  kong: msg`Tap the tile of the exposed kong`,
  concealed_kong: msg`Tap the tile of the concealed kong`,
};
