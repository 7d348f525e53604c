// Where a live link's room is on its server, and what a phone shows the server to join it. A sealed
// room (a 43-character secret) is known there by its room id and joined with its admission token, both
// derived from the secret, which never leaves the phone or the link's fragment. An older room (a
// 22-character secret, made by an earlier version) is named by its secret itself and takes no token.
import { roomKeysOf } from '@tai-table/night-log';

export function roomOnServer(secret: string): { name: string; token: string | null } {
  const keys = roomKeysOf(secret);
  return keys ? { name: keys.roomId, token: keys.admitToken } : { name: secret, token: null };
}
