// The notices a server sends its phones about sharing its rooms: at each change of its readiness problems
// (Redis or the store), to every phone connected, at once to a phone connecting while
// it cannot share, and the rooms made whole with the other servers before it says it shares again. The
// real thing, two servers and Redis stopped: server/apart.test.ts.
import type { Hocuspocus } from '@hocuspocus/server';
import { SERVER_NOTICES } from '@tai-table/night-log';
import { describe, expect, it } from 'vitest';
import { SharingNotices } from './sharing';

function fakeServer(rooms: number) {
  const told: string[][] = Array.from({ length: rooms }, () => []);
  const documents = new Map(
    told.map((list, i) => [
      `room-${i}`,
      {
        connections: new Map([
          [{}, { connection: { sendStateless: (payload: string) => list.push(payload) } }],
        ]),
      },
    ]),
  );
  return { told, instance: { documents } as unknown as Hocuspocus };
}

describe('a server’s notices about sharing its rooms', () => {
  it('tells every phone when it cannot share, tells a phone connecting meanwhile, and makes the rooms whole before it says it shares again', async () => {
    let problems: string[] = [];
    const lines: string[] = [];
    const wholeCalls: Hocuspocus[] = [];
    const notices = new SharingNotices({
      problems: async () => problems,
      whole: (instance) => wholeCalls.push(instance),
      log: (line) => lines.push(line),
      everyMs: 60_000,
    });
    const { told, instance } = fakeServer(2);
    await notices.onConfigure({ instance } as never);

    await notices.check();
    expect(told).toEqual([[], []]);

    problems = ['redis: not connected'];
    await notices.check();
    await notices.check();
    expect(told).toEqual([[SERVER_NOTICES.apart], [SERVER_NOTICES.apart]]);
    expect(notices.isApart).toBe(true);
    const joining: string[] = [];
    await notices.connected({
      connection: { sendStateless: (payload: string) => joining.push(payload) },
    } as never);
    expect(joining).toEqual([SERVER_NOTICES.apart]);

    problems = ['store: disk full'];
    await notices.check();
    expect(told[0]).toEqual([SERVER_NOTICES.apart]);
    expect(wholeCalls).toEqual([]);

    problems = [];
    await notices.check();
    expect(told).toEqual([
      [SERVER_NOTICES.apart, SERVER_NOTICES.together],
      [SERVER_NOTICES.apart, SERVER_NOTICES.together],
    ]);
    expect(wholeCalls).toEqual([instance]);
    const later: string[] = [];
    await notices.connected({
      connection: { sendStateless: (payload: string) => later.push(payload) },
    } as never);
    expect(later).toEqual([]);
    expect(lines).toEqual([
      'cannot share rooms with the other servers, telling the phones (redis: not connected)',
      'sharing rooms with the other servers again, telling the phones',
    ]);
  });
});
