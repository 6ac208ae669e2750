/**
 * What the bench measures, as data: the memory build, the Firestore build and their static
 * floor (the memory build's HTML with every script removed), all with the demo content, and
 * one build per start-up measure listed in bench/startup-measures.json, built without it
 * (STARTUP_WITHOUT=<name>).
 */
import { existsSync, readFileSync } from 'node:fs';

export type BuildKind = 'memory' | 'firestore';

export interface StartupMeasure {
  name: string;
  description: string;
  /** The build the measure belongs to; the memory build when the file does not say. */
  build: BuildKind;
}

export interface Page {
  key: string;
  title: string;
  /** How the page is made: a build, or the floor stripped from the memory build. */
  kind: BuildKind | 'floor';
  /** The start-up measure this build is made without. */
  without?: StartupMeasure;
}

export const MEASURES_FILE = 'bench/startup-measures.json';
export const FLOOR = 'floor';

/** The listed start-up measures; null when the file is missing. */
export function readStartupMeasures(file = MEASURES_FILE): StartupMeasure[] | null {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8').trim();
  const list: unknown = text === '' ? [] : JSON.parse(text);
  if (!Array.isArray(list)) throw new Error(`${file} is not a list of start-up measures`);
  return list.map((entry: Partial<StartupMeasure>) => {
    if (typeof entry.name !== 'string' || !entry.name) {
      throw new Error(`${file}: every measure needs a name`);
    }
    return {
      name: entry.name,
      description: entry.description ?? '',
      build: entry.build === 'firestore' ? 'firestore' : 'memory',
    };
  });
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
