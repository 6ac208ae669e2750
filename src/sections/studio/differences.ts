export interface Difference {
  label: string;
  newer: string;
  draft: string;
}

const show = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';

/** The fields, named by `labels`, whose newer stored value is not the one typed in the draft. */
export function listDifferences<Fields extends object>(
  labels: Partial<Record<keyof Fields, string>>,
  newer: Fields,
  draft: Fields,
): Difference[] {
  return (Object.keys(labels) as (keyof Fields)[])
    .filter((key) => show(newer[key]) !== show(draft[key]))
    .map((key) => ({
      label: labels[key] ?? String(key),
      newer: show(newer[key]),
      draft: show(draft[key]),
    }));
}
