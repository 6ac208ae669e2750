import { describe, expect, it } from 'vitest';
import { blockingTime, type TraceEvent } from '../../scripts/lib/blocking-time.mjs';

const RENDERER = 7;
const MAIN = 1;
const OTHER_THREAD = 2;

const thread = (tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid: RENDERER,
  tid,
  ts: 0,
  args: { name },
});
const task = (startMs: number, lengthMs: number, tid = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: RENDERER,
  tid,
  ts: startMs * 1000,
  dur: lengthMs * 1000,
});
const paintAt = (ms: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  pid: RENDERER,
  tid: MAIN,
  ts: ms * 1000,
});

describe('blocking time from a trace', () => {
  const threads = [thread(MAIN, 'CrRendererMain'), thread(OTHER_THREAD, 'Compositor')];

  it('counts what each main-thread task takes over 50 ms once scaled 4x, from the first paint on', () => {
    const trace = [
      ...threads,
      task(100, 40), // before the paint: not counted
      paintAt(300),
      task(310, 10), // 40 ms scaled: not long
      task(400, 20), // 80 ms scaled: 30 over
      task(500, 60), // 240 ms scaled: 190 over
      task(600, 90, OTHER_THREAD), // not the main thread
    ];
    expect(blockingTime(trace)).toEqual({ blockingMs: 220, longestTaskMs: 60 });
  });

  it('scales by the slowdown it is given', () => {
    expect(blockingTime([...threads, paintAt(0), task(10, 30)], 2).blockingMs).toBe(10);
  });

  it('says it cannot tell for a load that never painted', () => {
    expect(blockingTime([...threads, task(10, 300)]).blockingMs).toBeNaN();
  });
});
