import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A start-up measure the bench weighs, as bench/startup-measures.json lists it. */
export interface StartupMeasure {
  name: string;
  description: string;
  /** The build the measure matters to. */
  build: 'memory' | 'firestore';
  /** Source file → the file that replaces it in a build without the measure. */
  replace: Record<string, string>;
}

const MEASURES_FILE = resolve(import.meta.dirname, '../../bench/startup-measures.json');

export function readStartupMeasures(): StartupMeasure[] {
  return JSON.parse(readFileSync(MEASURES_FILE, 'utf8')) as StartupMeasure[];
}

/** The measure `STARTUP_WITHOUT` names, checked against the list; none when it is unset. */
export function measureLeftOut(env: NodeJS.ProcessEnv = process.env): StartupMeasure | null {
  const name = env.STARTUP_WITHOUT?.trim();
  if (!name) return null;
  const measures = readStartupMeasures();
  const measure = measures.find((candidate) => candidate.name === name);
  if (!measure) {
    const known = measures.map((candidate) => candidate.name).join(', ');
    throw new Error(`STARTUP_WITHOUT=${name} names no start-up measure (known: ${known}).`);
  }
  return measure;
}

/**
 * For the bench only: builds the site without one start-up measure, each file of the measure
 * swapped for its plain counterpart in bench/without/, so the page with and without it can be
 * measured side by side. The product itself has one implementation of each behaviour.
 */
export function startupVariant(measure: StartupMeasure): Plugin {
  const root = resolve(import.meta.dirname, '../..');
  const replacements = new Map(
    Object.entries(measure.replace).map(([from, to]) => [resolve(root, from), resolve(root, to)]),
  );
  return {
    name: 'portfolio:startup-variant',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const replacement = resolved && replacements.get(resolved.id);
      return replacement ?? null;
    },
  };
}
