// Keeps the draft scored: a complete hand is scored, a hand one tile short gets its waits, both in
// the worker, the newest draft winning over answers that arrive late.
import { useEffect, useMemo, useState } from 'react';
import type { HandInput, ScoreResult } from '../../core/types';
import type { WaitOption } from '../../core/what-if';
import { SupersededError, scorer } from '../../worker/scorer-client';

export type Scoring =
  | { kind: 'building'; missing: number }
  | { kind: 'waits'; options: WaitOption[] | null }
  | { kind: 'scored'; result: ScoreResult | null }
  | { kind: 'too_many'; extra: number };

export function useScoring(hand: HandInput, tileTotal: number): Scoring {
  const key = useMemo(() => JSON.stringify(hand), [hand]);
  const [answer, setAnswer] = useState<{ key: string; result?: ScoreResult; options?: WaitOption[] }>({ key: '' });

  useEffect(() => {
    let live = true;
    const keep = (value: { result?: ScoreResult; options?: WaitOption[] }): void => {
      if (live) setAnswer({ key, ...value });
    };
    const dropSuperseded = (error: unknown): void => {
      // A newer draft has already been sent; its answer is the one to show.
      if (!(error instanceof SupersededError)) throw error;
    };
    const parsed = JSON.parse(key) as HandInput;
    if (tileTotal === 14) scorer().score(parsed).then((result) => keep({ result }), dropSuperseded);
    else if (tileTotal === 13) {
      const { winning_tile: _ignored, ...partial } = parsed;
      scorer().waits(partial).then((options) => keep({ options }), dropSuperseded);
    }
    return () => {
      live = false;
    };
  }, [key, tileTotal]);

  if (tileTotal > 14) return { kind: 'too_many', extra: tileTotal - 14 };
  if (tileTotal === 14) return { kind: 'scored', result: answer.key === key ? answer.result ?? null : null };
  if (tileTotal === 13) return { kind: 'waits', options: answer.key === key ? answer.options ?? null : null };
  return { kind: 'building', missing: 14 - tileTotal };
}
