/** Runs `run` for each item, at most `width` at a time; the results in the items' order. */
export async function inTurns<T, R>(
  items: readonly T[],
  width: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/**
 * What a sweep keeps of one email's run that threw (a transaction that lost too many races,
 * say): the other emails go on, and the next sweep tries this one again.
 */
export const asRunError = (error: unknown) => ({
  outcome: 'error' as const,
  error: error instanceof Error ? error.message : String(error),
});
