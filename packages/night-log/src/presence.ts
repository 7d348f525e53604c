// A phone's presence in a room (its Yjs awareness state): the phone's public key and a proof that the
// phone holding that key is here, nothing readable (no name: names are in the night's sealed log). The
// proof is the phone's signature over the room (the document's name), the Yjs client id the state is
// announced under and a number the phone raises at each announcement, so a state copied from the room
// cannot be announced under another client id, in another room, or again once the server has taken a
// newer one. The server checks it before it relays a state (server/presence.ts), and phones check it
// again before they count a state as a phone (src/sync/presence.ts).
import { utf8ToBytes } from '@noble/hashes/utils.js';
import {
  isPublicKey,
  signBytes,
  verifyBytes,
  SIGNATURE_LENGTH,
  type PhoneKeys,
  type SignatureCheck,
} from './phone-keys';

/** What a signature of presence is a signature of: never a record's, nor another format's. */
export const PRESENCE_FORMAT = 'tai-table presence 1';

/** A phone's awareness state, as announced and relayed. */
export interface PresenceState {
  /** The phone's public key (base64url, 43 characters). */
  readonly phone: string;
  /** Raised at each announcement: a proof is taken only once its number is above the last one taken for its client id. */
  readonly seq: number;
  /** The phone's signature (base64url, 86 characters) over PRESENCE_FORMAT, the room, the client id and `seq`. */
  readonly proof: string;
}

/** The bytes a presence proof signs. The room's length goes first, so no two rooms and client ids read alike. */
export function presenceMessage(room: string, client: number, seq: number): Uint8Array {
  return utf8ToBytes(`${PRESENCE_FORMAT}\n${room.length}:${room}\n${client}\n${seq}`);
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The state `keys`' phone announces under `client` in `room`. */
export function signPresence(keys: PhoneKeys, room: string, client: number, seq: number): PresenceState {
  return { phone: keys.publicKey, seq, proof: signBytes(keys, presenceMessage(room, client, seq)) };
}

/** An awareness state read as a phone's presence: exactly its three fields, well formed; null for anything else. */
export function presenceOf(state: unknown): PresenceState | null {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return null;
  const { phone, seq, proof, ...rest } = state as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (typeof phone !== 'string' || !isPublicKey(phone)) return null;
  if (!isCount(seq) || typeof proof !== 'string' || proof.length !== SIGNATURE_LENGTH) return null;
  return { phone, seq, proof };
}

/** Whether `state` is its phone's own announcement under `client` in `room` (checked against the key it names). */
export function provesPresence(
  state: PresenceState,
  room: string,
  client: number,
  check: SignatureCheck = verifyBytes,
): boolean {
  return isCount(client) && check(state.phone, state.proof, presenceMessage(room, client, state.seq));
}
