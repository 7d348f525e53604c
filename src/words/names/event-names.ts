// The winning events (RULES.md section 2) by id, as a player names them in a sentence.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventId } from '../../core/types';

export const EVENT_NAMES: Readonly<Record<EventId, MessageDescriptor>> = {
  robbing_kong: msg({ id: 'event.robbing_kong', message: 'Robbing the Kong' }),
  replacement: msg({ id: 'event.replacement', message: 'Replacement-tile win' }),
  kong_on_kong: msg({ id: 'event.kong_on_kong', message: 'Kong on Kong' }),
  last_tile: msg({ id: 'event.last_tile', message: 'Last-tile win' }),
  last_five: msg({ id: 'event.last_five', message: 'Win with five or fewer tiles left' }),
  heavenly: msg({ id: 'event.heavenly', message: 'Heavenly Hand' }),
  earthly: msg({ id: 'event.earthly', message: 'Earthly Hand' }),
  human: msg({ id: 'event.human', message: 'Ren Hu (Human Hand)' }),
};
