/** Medians, spreads and tables for `npm run bench`: every figure is a list of runs. */

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** "median (min-max)" of a list of runs, rounded to `digits`; one value alone when all agree. */
export function spread(values, digits = 0) {
  const show = (value) => (Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
  const low = Math.min(...values);
  const high = Math.max(...values);
  const middle = show(median(values));
  return show(low) === show(high) ? middle : `${middle} (${show(low)}-${show(high)})`;
}

/** Each run's figure divided by the same run's floor figure (site and floor alternate). */
export function ratios(runs, floorRuns, pick) {
  return runs.map((run, index) => pick(run) / pick(floorRuns[index]));
}

/** A Markdown table, columns padded as Prettier would, so the README can take it verbatim. */
export function markdownTable(rows) {
  const headers = Object.keys(rows[0]);
  const cells = [headers, ...rows.map((row) => headers.map((header) => String(row[header])))];
  const widths = headers.map((_, column) =>
    Math.max(3, ...cells.map((line) => line[column].length)),
  );
  const line = (values) =>
    `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [
    line(cells[0]),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.slice(1).map(line),
  ].join('\n');
}
