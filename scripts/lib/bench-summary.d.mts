export function median(values: number[]): number;
export function spread(values: number[], digits?: number): string;
export function ratios<Run>(runs: Run[], floorRuns: Run[], pick: (run: Run) => number): number[];
export function markdownTable(rows: Record<string, string | number>[]): string;
