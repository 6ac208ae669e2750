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
/** A complete event ('X'): a task, or what ran inside one. */
const event = (name: string, startMs: number, lengthMs: number, tid = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  pid: RENDERER,
  tid,
  ts: startMs * 1000,
  dur: lengthMs * 1000,
});
const task = (startMs: number, lengthMs: number, tid = MAIN) =>
  event('RunTask', startMs, lengthMs, tid);
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
    expect(blockingTime(trace)).toEqual({
      blockingMs: 220,
      longestTaskMs: 60,
      scriptBlockingMs: 0,
    });
  });

  it("says how much of it the page's script accounts for: what its tasks would block less without it", () => {
    const trace = [
      ...threads,
      paintAt(0),
      task(100, 20), // 30 over; without its 10 ms of script, 40 ms scaled: 30 from script
      event('FunctionCall', 105, 10),
      task(200, 60), // 190 over; without 20 ms of script, 40 ms, 110 over: 80 from script
      event('EvaluateScript', 200, 15),
      event('FunctionCall', 202, 5), // inside the evaluation: not counted again
      event('MinorGC', 220, 5),
      task(300, 30), // 70 over, and no script in it: the browser's own work
      event('FunctionCall', 340, 30), // in no task of the main thread's from the paint on
      event('FunctionCall', 300, 30, OTHER_THREAD),
    ];
    expect(blockingTime(trace)).toEqual({
      blockingMs: 290,
      longestTaskMs: 60,
      scriptBlockingMs: 110,
    });
  });

  it('scales by the slowdown it is given', () => {
    expect(blockingTime([...threads, paintAt(0), task(10, 30)], 2).blockingMs).toBe(10);
  });

  it('says it cannot tell for a load that never painted', () => {
    const unpainted = blockingTime([...threads, task(10, 300)]);
    expect(unpainted.blockingMs).toBeNaN();
    expect(unpainted.scriptBlockingMs).toBeNaN();
  });
});
