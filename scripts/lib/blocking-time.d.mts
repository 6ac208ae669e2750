export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}
export function blockingTime(
  traceEvents: TraceEvent[],
  slowdown?: number,
): { blockingMs: number; longestTaskMs: number; scriptBlockingMs: number };
