// This phone's presence in a live night's room, and the phones it counts there. A phone announces its
// public key and a proof (@tai-table/night-log's presence: its signature over the room, its Yjs client id
// and a number raised at each announcement); the server relays only states whose proof holds and bounds
// how many unknown keys a room holds (server/presence.ts). The count a phone shows is checked here again:
// distinct keys whose proof holds for the client id they are announced under, this phone included, so a
// phone reconnecting or open in two tabs is one phone, and a state that proves nothing is no phone.
import {
  presenceOf,
  provesPresence,
  signPresence,
  type PhoneKeys,
  type PresenceState,
} from '@tai-table/night-log';

/** Proofs already checked (each state is relayed again at every renewal): the answer, by what was checked. */
const checked = new Map<string, boolean>();
const CHECKED_BOUND = 512;

function proves(state: PresenceState, room: string, client: number): boolean {
  const key = `${room} ${client} ${state.seq} ${state.phone} ${state.proof}`;
  const known = checked.get(key);
  if (known !== undefined) return known;
  const holds = provesPresence(state, room, client);
  // A room holds a few phones at a time: forgetting everything now and then costs a few checks.
  if (checked.size >= CHECKED_BOUND) checked.clear();
  checked.set(key, holds);
  return holds;
}

/** The phones in the room's presence: distinct keys proven present, this phone (`self`, its public key) included. */
export function countPhones(states: ReadonlyMap<number, unknown>, room: string, self: string): number {
  const phones = new Set<string>([self]);
  for (const [client, value] of states) {
    const state = presenceOf(value);
    if (state && proves(state, room, client)) phones.add(state.phone);
  }
  return phones.size;
}

/** The last number this page announced with: each announcement's is higher, whichever night or connection. */
let lastSeq = 0;

/** This phone's presence under `client` in `room`, with a number above every earlier announcement's. */
export function announcement(keys: PhoneKeys, room: string, client: number): PresenceState {
  // The time, so that a page loaded again (its count starting afresh) still announces above what it did before.
  lastSeq = Math.max(lastSeq + 1, Date.now());
  return signPresence(keys, room, client, lastSeq);
}
