// A room is named by a secret the inviting phone draws: at least 128 random bits written in base64url
// (22 characters hold 132 bits). The name is the only key to a night, so the server takes names of
// that shape alone and never writes one into a log.

const ROOM_NAME = /^[A-Za-z0-9_-]{22,64}$/;
/** Anything a room name could hide in: a run of 22 or more base64url characters. */
const ROOM_NAME_ANYWHERE = /[A-Za-z0-9_-]{22,}/g;

export function isRoomName(name: string): boolean {
  return ROOM_NAME.test(name);
}

/** The text with every run that could be a room name replaced, for log lines written by libraries we do not control. */
export function redactRoomNames(text: string): string {
  return text.replace(ROOM_NAME_ANYWHERE, '[room]');
}
