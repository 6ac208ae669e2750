export function median(values: number[]): number;
export function spread(values: number[], digits?: number): string;
export function ratios<Run>(runs: Run[], floorRuns: Run[], pick: (run: Run) => number): number[];
export function markdownTable(rows: Record<string, string | number>[]): string;
export function targetRow(row: {
  target: string;
  content: string;
  build: string;
  values: number[];
  limit: number;
  atMost?: boolean;
  floor?: number[];
}): Record<string, string>;
