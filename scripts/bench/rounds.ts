/**
 * Rounds of measurement: every page once a round, in an order that turns each round, so a busy
 * moment of the machine falls on the pages and on their floor alike. A round in which the
 * witness (the static floor: no script, so on an idle machine it never blocks) blocks is no
 * measurement: it is thrown away at once and measured again, up to 3 × runs rounds in all.
 */

/** One round's runs, by page key. */
export type Round<Run> = Record<string, Run>;

export interface RoundsResult<Run> {
  kept: Round<Run>[];
  /** Rounds thrown away, each with the runs measured before the witness blocked. */
  thrownAway: Round<Run>[];
  /** True when the cap on thrown-away rounds was reached before every round was kept. */
  gaveUp: boolean;
}

export interface RoundsOptions<Run> {
  pages: readonly string[];
  runs: number;
  witness: string;
  measure: (page: string) => Promise<Run>;
  blocks: (run: Run) => boolean;
  onRound?: (summary: { attempt: number; kept: number; thrownAway: boolean }) => void;
}

/** The pages in the order of one attempt: the list turned by one place per attempt. */
export function orderOf<Page>(pages: readonly Page[], attempt: number): Page[] {
  return pages.map((_, index) => pages[(index + attempt) % pages.length]!);
}

export async function measureRounds<Run>({
  pages,
  runs,
  witness,
  measure,
  blocks,
  onRound = () => {},
}: RoundsOptions<Run>): Promise<RoundsResult<Run>> {
  if (!pages.includes(witness)) throw new Error(`the witness ${witness} is not measured`);
  const kept: Round<Run>[] = [];
  const thrownAway: Round<Run>[] = [];
  for (let attempt = 0; kept.length < runs; attempt += 1) {
    if (thrownAway.length >= 3 * runs) return { kept, thrownAway, gaveUp: true };
    const round: Round<Run> = {};
    let blocked = false;
    for (const page of orderOf(pages, attempt)) {
      round[page] = await measure(page);
      if (page === witness && blocks(round[page])) {
        blocked = true;
        break;
      }
    }
    (blocked ? thrownAway : kept).push(round);
    onRound({ attempt, kept: kept.length, thrownAway: blocked });
  }
  return { kept, thrownAway, gaveUp: false };
}
