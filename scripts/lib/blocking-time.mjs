/** Lighthouse's mobile preset simulates a CPU this many times slower than the one it ran on. */
const MOBILE_CPU_SLOWDOWN = 4;

/** A task blocks the main thread for what it takes over this, as total blocking time counts. */
const LONG_TASK_MS = 50;

/**
 * The main thread's blocking time in a trace of one page load, estimated after the manner of
 * Lighthouse's mobile preset (which simulates the whole load instead): every top-level task of
 * the page's main thread from the first contentful paint on, its observed length scaled by the
 * simulated CPU slowdown, counted for what it takes over 50 ms. Also the longest such task as
 * observed (unscaled). A trace without a first contentful paint gives NaN.
 */
export function blockingTime(traceEvents, slowdown = MOBILE_CPU_SLOWDOWN) {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return { blockingMs: NaN, longestTaskMs: NaN };
  const mainThread = traceEvents.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === paint.pid &&
      event.args?.name === 'CrRendererMain',
  );
  const tasks = traceEvents.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === paint.pid &&
      event.tid === mainThread?.tid &&
      event.ts >= paint.ts,
  );
  const lengthsMs = tasks.map((task) => task.dur / 1000);
  return {
    blockingMs: lengthsMs.reduce(
      (total, ms) => total + Math.max(0, ms * slowdown - LONG_TASK_MS),
      0,
    ),
    longestTaskMs: Math.max(0, ...lengthsMs),
  };
}
