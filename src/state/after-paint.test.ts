// Work put after the paint runs once, after a frame, or after a short wait on a page without frames.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, afterNextPaint } from './after-paint';

const FRAME_MS = 16;

/** requestAnimationFrame that queues its callbacks, for the test to run as frames. */
function queueFrames(): Array<() => void> {
  const frames: Array<() => void> = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  return frames;
}

describe('afterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs after the next frame, in a task of its own, and only once', () => {
    const frames = queueFrames();
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(FRAME_MS);
    expect(work).not.toHaveBeenCalled();
    frames.shift()!();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after a short wait when no frame comes (a hidden page draws none)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(249);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const frames = queueFrames();
    const work = vi.fn();
    const cancel = afterNextPaint(work);
    cancel();
    for (const frame of frames) frame();
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
  });
});

/** A PerformanceObserver stand-in: `paint(name)` delivers a paint timing entry to every observer. */
function stubPaintTiming(): { paint: (name: string) => void; observers: () => number } {
  const live = new Set<(names: string[]) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly deliver: (names: string[]) => void;
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      this.deliver = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
    }
    observe() {
      live.add(this.deliver);
    }
    disconnect() {
      live.delete(this.deliver);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('document', { visibilityState: 'visible' });
  return {
    paint: (name) => {
      for (const deliver of [...live]) deliver([name]);
    },
    observers: () => live.size,
  };
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once the first contentful paint is reported, not at the first paint without content', () => {
    const timing = stubPaintTiming();
    const work = vi.fn();
    afterFirstPaint(work);
    timing.paint('first-paint');
    expect(work).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    expect(work).toHaveBeenCalledTimes(1);
    expect(timing.observers()).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never waits more than two seconds for a paint', () => {
    stubPaintTiming();
    const work = vi.fn();
    afterFirstPaint(work);
    vi.advanceTimersByTime(1_999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('on a hidden page, which paints nothing, runs after the next frame or the short wait', () => {
    stubPaintTiming();
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const work = vi.fn();
    afterFirstPaint(work);
    vi.advanceTimersByTime(250);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const timing = stubPaintTiming();
    const work = vi.fn();
    afterFirstPaint(work)();
    timing.paint('first-contentful-paint');
    vi.advanceTimersByTime(5_000);
    expect(work).not.toHaveBeenCalled();
  });
});
