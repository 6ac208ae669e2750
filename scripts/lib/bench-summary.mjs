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

/**
 * One row of the targets table. A target is met when its median is; the count says how many
 * single runs were. Beside it, the static floor's own figure where it has one, measured in the
 * same rounds: where the floor misses a target too, the page's HTML alone misses it on that
 * machine, before any of the app's code runs.
 */
export function targetRow({ target, content, build, values, limit, atMost = true, floor }) {
  const meets = (value) => (atMost ? value <= limit : value >= limit);
  const digits = limit < 10 ? 2 : 0;
  const met = (runs) => `${runs.filter(meets).length} of ${runs.length}`;
  return {
    target,
    content,
    build,
    median: spread(values, digits),
    'runs that met it': met(values),
    met: meets(median(values)) ? 'yes' : 'no',
    'static floor': floor ? `${spread(floor, digits)}, ${met(floor)} met it` : '—',
  };
}
