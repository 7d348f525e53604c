// What sealing costs a live night: `npm run --silent bench:sealed -- [--json]`.
//
// The same long night (1,000 hands, then 200 edits, recorded on one phone, as bench:read-night) written
// twice: in an older room (plain records) and in a sealed room (each record signed and encrypted,
// @tai-table/night-log). Prints, for each: the bytes one hand's recording adds to the document (its Yjs
// update) and the whole night's encoded size; the time to write one hand (sealing and signing included,
// as the ledger writes it inside its transaction); the time a phone takes to read the night it has just
// received (a fresh document: every envelope verified, opened and checked, nothing remembered); the same
// night reopened by the phone that read it (what it kept of the envelopes it opened taken back); and the
// time to read it again after one more hand (what every change costs once the night is open). Then one
// envelope alone, and its signature's check on a phone and on the sync server. Medians.
import { performance } from 'node:perf_hooks';
import { cpus, loadavg } from 'node:os';
import { newPhoneKeys, openEnvelope, roomKeysOf, sealEnvelope, verifyEnvelope } from '@tai-table/night-log';
import * as Y from 'yjs';
import { serverVerifyBytes } from '../server/signatures';
import { discardWin, drawnHand, selfDrawnWin, table } from '../src/core/ledger/testing';
import { applyDocChange, readNightDoc, seedNight } from '../src/sync/doc';
import { reuseOpenings, sealDoc, sealedRoomFor, takeOpenings } from '../src/sync/sealed';

const settings = table('sg', { unit: 10 });
/** A sealed room's secret (any 32 bytes): the benchmark's phones derive its keys as phones do. */
const SECRET = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8';
const PHONE = 'phone-a';

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const round = (value: number, places = 3): number => Number(value.toFixed(places));

function newDoc(sealed: boolean): Y.Doc {
  const doc = new Y.Doc();
  if (sealed) sealDoc(doc, sealedRoomFor(SECRET, newPhoneKeys())!);
  return doc;
}

function handAt(i: number) {
  return i % 3 === 0
    ? drawnHand()
    : i % 3 === 1
      ? selfDrawnWin(settings, (i % 4) as 0, 2)
      : discardWin(settings, 1, 0, 1);
}

function readOk(doc: Y.Doc) {
  const read = readNightDoc(doc);
  if (!read.ok) throw new Error(read.problem);
  return read.night;
}

interface Figures {
  hand_update_bytes: number;
  night_bytes: number;
  write_hand_ms: number;
  first_read_ms: number;
  /** The same in the process's CPU time: what the read costs whatever else the machine runs. */
  first_read_cpu_ms: number;
  read_after_a_hand_ms: number;
  /**
   * A sealed night reopened on the phone that read it before: what it kept of the envelopes it opened
   * (taken back and matched by hash) spares their signatures' check. The read of the kept openings from
   * the phone's storage is not in it (they come with the room's updates, which a reopening reads anyway).
   */
  reopen_read_ms?: number;
  reopen_read_cpu_ms?: number;
}

function measure(sealed: boolean): Figures {
  const doc = newDoc(sealed);
  seedNight(doc, { id: 'night-1', name: 'Friday', createdAt: 1_000, settings, status: 'open' }, [], PHONE);
  const updates: number[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update.byteLength));
  const writes: number[] = [];
  for (let i = 0; i < 1_000; i += 1) {
    const entry = handAt(i);
    const start = performance.now();
    applyDocChange(doc, { kind: 'record', entry }, 'me', PHONE);
    writes.push(performance.now() - start);
  }
  const handBytes = median(updates);
  for (let i = 0; i < 200; i += 1) {
    const night = readOk(doc);
    const target = night.entries[(i * 7) % night.entries.length]!;
    applyDocChange(
      doc,
      {
        kind: 'revise',
        entryId: target.id,
        entry: { ...target.entry, at: target.entry.at + 1 },
        why: 'edit',
      },
      'me',
      PHONE,
    );
  }
  const update = Y.encodeStateAsUpdate(doc);
  const firstReads: number[] = [];
  const firstReadsCpu: number[] = [];
  const laterReads: number[] = [];
  const reopens: number[] = [];
  const reopensCpu: number[] = [];
  for (let i = 0; i < 15; i += 1) {
    // A phone that has just received the night: a fresh document, nothing opened before.
    const copy = newDoc(sealed);
    Y.applyUpdate(copy, update);
    const cpu = process.cpuUsage();
    let start = performance.now();
    readOk(copy);
    firstReads.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    firstReadsCpu.push((used.user + used.system) / 1_000);
    if (sealed) {
      // The same phone opening the night again (a reload): what the first read opened is taken back.
      const kept = takeOpenings(copy);
      const again = newDoc(true);
      Y.applyUpdate(again, update);
      const cpuAgain = process.cpuUsage();
      const startAgain = performance.now();
      reuseOpenings(again, kept);
      readOk(again);
      reopens.push(performance.now() - startAgain);
      const usedAgain = process.cpuUsage(cpuAgain);
      reopensCpu.push((usedAgain.user + usedAgain.system) / 1_000);
    }
    // One more hand arrives; the night is read again.
    applyDocChange(copy, { kind: 'record', entry: handAt(i) }, 'me', PHONE);
    start = performance.now();
    readOk(copy);
    laterReads.push(performance.now() - start);
  }
  return {
    hand_update_bytes: handBytes,
    night_bytes: update.byteLength,
    write_hand_ms: round(median(writes)),
    first_read_ms: round(median(firstReads), 1),
    first_read_cpu_ms: round(median(firstReadsCpu), 1),
    read_after_a_hand_ms: round(median(laterReads), 1),
    ...(sealed
      ? { reopen_read_ms: round(median(reopens), 1), reopen_read_cpu_ms: round(median(reopensCpu), 1) }
      : {}),
  };
}

/**
 * The envelope alone: sealing and signing one hand's content; verifying and opening it; and its signature's
 * check alone, as the phones make it (@noble/curves) and as the sync server does (Node's Ed25519,
 * server/signatures.ts), one after the other for each envelope.
 */
function envelopeAlone(): {
  seal_sign_ms: number;
  verify_open_ms: number;
  phone_check_ms: number;
  server_check_ms: number;
} {
  const room = roomKeysOf(SECRET)!;
  const keys = newPhoneKeys();
  const json = JSON.stringify({
    t: 'record',
    id: 'r-1',
    at: 1_000,
    after: null,
    hand: null,
    entry: handAt(1),
  });
  const times: number[] = [];
  const opens: number[] = [];
  const phoneChecks: number[] = [];
  const serverChecks: number[] = [];
  for (let i = 0; i < 500; i += 1) {
    let start = performance.now();
    const envelope = sealEnvelope(room, keys, { client: 1, clock: i }, 'record', json);
    times.push(performance.now() - start);
    start = performance.now();
    if (
      !verifyEnvelope(room.roomId, { client: 1, clock: i }, envelope) ||
      openEnvelope(room, envelope) !== json
    )
      throw new Error('the envelope did not open');
    opens.push(performance.now() - start);
    const place = { client: 1, clock: i };
    start = performance.now();
    const phoneSays = verifyEnvelope(room.roomId, place, envelope);
    phoneChecks.push(performance.now() - start);
    start = performance.now();
    const serverSays = verifyEnvelope(room.roomId, place, envelope, serverVerifyBytes);
    serverChecks.push(performance.now() - start);
    if (!phoneSays || !serverSays) throw new Error('a check refused an honest envelope');
  }
  return {
    seal_sign_ms: round(median(times)),
    verify_open_ms: round(median(opens)),
    phone_check_ms: round(median(phoneChecks)),
    server_check_ms: round(median(serverChecks)),
  };
}

// Older first, then sealed, then older again: a machine that gets busier shows in the two older runs.
const older = measure(false);
const sealed = measure(true);
const olderAgain = measure(false);
const result = {
  hands: 1_000,
  edits: 200,
  load: loadavg().map((value) => round(value, 2)),
  cpus: cpus().length,
  older,
  sealed,
  older_again: olderAgain,
  envelope: envelopeAlone(),
};
if (process.argv.includes('--json')) console.log(JSON.stringify(result));
else {
  const row = (name: string, f: Figures) =>
    `${name.padEnd(12)} hand +${f.hand_update_bytes} B, night ${f.night_bytes} B, write ${f.write_hand_ms} ms, ` +
    `first read ${f.first_read_ms} ms (CPU ${f.first_read_cpu_ms} ms), read after a hand ${f.read_after_a_hand_ms} ms` +
    (f.reopen_read_ms === undefined
      ? ''
      : `, reopened ${f.reopen_read_ms} ms (CPU ${f.reopen_read_cpu_ms} ms)`);
  console.log(row('older', older));
  console.log(row('sealed', sealed));
  console.log(row('older again', olderAgain));
  console.log(
    `one hand's envelope: seal and sign ${result.envelope.seal_sign_ms} ms, verify and open ` +
      `${result.envelope.verify_open_ms} ms; its signature checked ${result.envelope.phone_check_ms} ms on a ` +
      `phone, ${result.envelope.server_check_ms} ms on the server; load ${result.load.join(' ')}`,
  );
}
