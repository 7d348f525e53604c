// The scorer client: main-thread fallback where there is no Worker, and the newest request wins.
import { describe, expect, it } from 'vitest';
import { SupersededError, createScorerClient, loadScorerHere } from './scorer-client';
import { answer } from './protocol';

const EX_001 = { hand: 'c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9'.split(' '), winning_tile: 'd9' };

describe('scorer client', () => {
  it('scores on the main thread when workers are unavailable', async () => {
    const client = createScorerClient();
    expect(client.usesWorker).toBe(false);
    const result = await client.score(EX_001);
    expect(result).toMatchObject({ ok: true, tai: 4 });
  });

  it('answers an older request of the same kind as superseded', async () => {
    const client = createScorerClient();
    const first = client.score({ ...EX_001, winning_tile: 'c3' });
    const second = client.score(EX_001);
    await expect(first).rejects.toBeInstanceOf(SupersededError);
    await expect(second).resolves.toMatchObject({ tai: 4 });
  });

  it('keeps kinds apart: a waits request does not supersede a score', async () => {
    const client = createScorerClient();
    const score = client.score(EX_001);
    const waits = client.waits({ hand: EX_001.hand.slice(0, 13) });
    await expect(score).resolves.toMatchObject({ tai: 4 });
    expect((await waits).map((w) => w.tile)).toEqual(['d9']);
  });

  it('passes invalid input through as the core errors', async () => {
    const result = await createScorerClient().score({ hand: ['zz'], winning_tile: 'zz' });
    expect(result.ok).toBe(false);
  });

  it('the worker and the fallback answer with the same function', () => {
    expect(answer({ id: 7, kind: 'score', hand: EX_001 })).toMatchObject({
      id: 7,
      kind: 'score',
      result: { tai: 4 },
    });
  });

  it('answers at once, in the same turn, once the scorer is loaded on this thread', async () => {
    const client = createScorerClient();
    await loadScorerHere();
    expect(client.scoreNow(EX_001)).toMatchObject({ ok: true, tai: 4 });
    expect(client.waitsNow({ hand: EX_001.hand.slice(0, 13) })?.map((w) => w.tile)).toEqual(['d9']);
    // The same answers as the asynchronous way.
    expect(client.scoreNow(EX_001)).toEqual(await client.score(EX_001));
  });
});
