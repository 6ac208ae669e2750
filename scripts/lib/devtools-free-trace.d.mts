import type { TraceEvent } from './blocking-time.mjs';
export function traceLoad(url: string, options?: { runtime?: boolean }): Promise<TraceEvent[]>;
