// What a sync server tells its phones of itself, as Hocuspocus stateless messages (a string each): that it
// cannot share its rooms with the other servers now (its Redis or its store is down), so the phones on
// another server may not get this phone's changes, nor this phone theirs; and that it can again. A phone
// hears it from the server it is connected to, at once on connecting while it lasts, and at each change.

export const SERVER_NOTICES = {
  apart: 'tai-table:server-apart',
  together: 'tai-table:server-together',
} as const;

export type ServerNotice = keyof typeof SERVER_NOTICES;

/** The notice a stateless message carries, or null for any other message (the phone ignores it). */
export function serverNoticeOf(payload: string): ServerNotice | null {
  if (payload === SERVER_NOTICES.apart) return 'apart';
  if (payload === SERVER_NOTICES.together) return 'together';
  return null;
}
