/**
 * The indexes of a longest increasing run (not necessarily adjacent) in `values`: what an import
 * keeps in its order relative to each other, so only the others count as moved. Otherwise moving
 * one project to the top would report every project it passed as moved too.
 */
export function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = values.map(() => -1);
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index !== -1; index = previous[index]!) kept.add(index);
  return kept;
}
