/** Lighthouse's mobile preset simulates a CPU this many times slower than the one it ran on. */
const MOBILE_CPU_SLOWDOWN = 4;

/** A task blocks the main thread for what it takes over this, as total blocking time counts. */
const LONG_TASK_MS = 50;

/**
 * Trace events in which the page's JavaScript runs: compiling and running it, with the layouts
 * it forces and the garbage it leaves to collect. Everything else a task does is the browser's
 * own: parsing HTML, style, layout and paint, including those the script's changes call for.
 */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
]);

/** What a task of this length blocks for once scaled, as total blocking time counts it. */
const blockingOf = (ms, slowdown) => Math.max(0, ms * slowdown - LONG_TASK_MS);

/** Milliseconds of script in a task: its outermost script events, each counted once. */
function scriptMsIn(task, scriptEvents) {
  const end = task.ts + task.dur;
  const scripts = scriptEvents.filter((event) => event.ts >= task.ts && event.ts < end);
  const within = (inner, outer) =>
    outer !== inner && outer.ts <= inner.ts && outer.ts + outer.dur >= inner.ts + inner.dur;
  return scripts
    .filter((event) => !scripts.some((outer) => within(event, outer)))
    .reduce((total, event) => total + event.dur / 1000, 0);
}

/**
 * The main thread's blocking time in a trace of one page load, estimated after the manner of
 * Lighthouse's mobile preset (which simulates the whole load instead): every top-level task of
 * the page's main thread from the first contentful paint on, its observed length scaled by the
 * simulated CPU slowdown, counted for what it takes over 50 ms. Also the longest such task as
 * observed (unscaled), and how much of the blocking time the page's script accounts for: what
 * the same tasks would block for less without their script. A trace without a first contentful
 * paint gives NaN.
 */
export function blockingTime(traceEvents, slowdown = MOBILE_CPU_SLOWDOWN) {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return { blockingMs: NaN, longestTaskMs: NaN, scriptBlockingMs: NaN };
  const mainThread = traceEvents.find(
    (event) =>
      event.name === 'thread_name' &&
      event.pid === paint.pid &&
      event.args?.name === 'CrRendererMain',
  );
  const threadEvents = traceEvents.filter(
    (event) => event.pid === paint.pid && event.tid === mainThread?.tid,
  );
  const tasks = threadEvents.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && event.ts >= paint.ts,
  );
  const scriptEvents = threadEvents.filter(
    (event) => SCRIPT_EVENTS.has(event.name) && event.ph === 'X',
  );
  let blockingMs = 0;
  let withoutScriptMs = 0;
  for (const task of tasks) {
    const ms = task.dur / 1000;
    blockingMs += blockingOf(ms, slowdown);
    withoutScriptMs += blockingOf(ms - scriptMsIn(task, scriptEvents), slowdown);
  }
  return {
    blockingMs,
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.dur / 1000)),
    scriptBlockingMs: blockingMs - withoutScriptMs,
  };
}
