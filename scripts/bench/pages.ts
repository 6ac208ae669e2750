/**
 * What the bench measures, as data: the memory build, the Firestore build and their static
 * floor (the memory build's HTML with every script removed), all with the demo content, and
 * one build per start-up measure listed in bench/startup-measures.json, built without it
 * (STARTUP_WITHOUT=<name>).
 */
import {
  readStartupMeasures as readMeasureList,
  type StartupMeasure as ListedMeasure,
} from '../lib/startup-variants';

export type BuildKind = 'memory' | 'firestore';

/** A listed start-up measure, as the bench reports it (which files it swaps is the build's). */
export type StartupMeasure = Omit<ListedMeasure, 'replace'>;

export interface Page {
  key: string;
  title: string;
  /** How the page is made: a build, or the floor stripped from the memory build. */
  kind: BuildKind | 'floor';
  /** The start-up measure this build is made without. */
  without?: StartupMeasure;
}

export const FLOOR = 'floor';

/** The listed start-up measures (scripts/lib/startup-variants.ts reads the file); null when missing. */
export function readStartupMeasures(file?: string): StartupMeasure[] | null {
  return (
    readMeasureList(file)?.map(({ name, description, build }) => ({ name, description, build })) ??
    null
  );
}

const TITLES: Record<BuildKind, string> = { memory: 'memory build', firestore: 'Firestore build' };

export function pagesToMeasure(measures: readonly StartupMeasure[]): Page[] {
  return [
    { key: 'memory', title: TITLES.memory, kind: 'memory' },
    { key: 'firestore', title: TITLES.firestore, kind: 'firestore' },
    { key: FLOOR, title: 'static floor', kind: 'floor' },
    ...measures.map((measure) => ({
      key: `without ${measure.name}`,
      title: `${TITLES[measure.build]} without ${measure.name}`,
      kind: measure.build,
      without: measure,
    })),
  ];
}
