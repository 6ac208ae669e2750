/**
 * What the bench measures, as data: the memory build's home page, a project's page and the CV,
 * the Firestore build, and their static floors (the memory build's HTML with every script
 * removed), all with the demo content, and one build per start-up measure listed in
 * bench/startup-measures.json, built without it (STARTUP_WITHOUT=<name>).
 */
import { CV_PATH } from '../../src/domain/cv-address';
import type { StartupMeasure } from '../lib/startup-variants';

export type BuildKind = 'memory' | 'firestore';

export interface Page {
  key: string;
  title: string;
  /** How the page is made: a build, or the floor stripped from the memory build. */
  kind: BuildKind | 'floor';
  /** The start-up measure this build is made without. */
  without?: StartupMeasure;
  /** The address measured: the home page, a project's page or the CV. */
  path: string;
  /** The key of the floor it is held against (a floor's is its own). */
  floor: string;
}

/** The home page's floor, which also tells whether a round ran on a quiet machine. */
export const FLOOR = 'floor';
export const PROJECT_FLOOR = 'project floor';
export const CV_FLOOR = 'cv floor';
export const SECOND_LANGUAGE_FLOOR = 'second language floor';
export const POST_FLOOR = 'post floor';

const TITLES: Record<BuildKind, string> = { memory: 'memory build', firestore: 'Firestore build' };

/**
 * `projectPath` is the address of the project page measured (the demo's first project);
 * `secondLanguageHome` the home page of the demo's second language, if it has one, and
 * `postPath` a post's page (the demo's newest), if it has posts, each measured against its own
 * floor.
 */
export function pagesToMeasure(
  measures: readonly StartupMeasure[],
  projectPath: string,
  secondLanguageHome: string | null = null,
  postPath: string | null = null,
): Page[] {
  const home = { path: '/', floor: FLOOR };
  const post = postPath
    ? ([
        {
          key: 'memory post',
          title: `${TITLES.memory}, a post's page`,
          kind: 'memory',
          path: postPath,
          floor: POST_FLOOR,
        },
        {
          key: POST_FLOOR,
          title: "static floor, the post's page",
          kind: 'floor',
          path: postPath,
          floor: POST_FLOOR,
        },
      ] satisfies Page[])
    : [];
  const secondLanguage = secondLanguageHome
    ? ([
        {
          key: 'memory second language',
          title: `${TITLES.memory}, the second language's home page`,
          kind: 'memory',
          path: secondLanguageHome,
          floor: SECOND_LANGUAGE_FLOOR,
        },
        {
          key: SECOND_LANGUAGE_FLOOR,
          title: "static floor, the second language's home page",
          kind: 'floor',
          path: secondLanguageHome,
          floor: SECOND_LANGUAGE_FLOOR,
        },
      ] satisfies Page[])
    : [];
  return [
    { key: 'memory', title: TITLES.memory, kind: 'memory', ...home },
    {
      key: 'memory project',
      title: `${TITLES.memory}, a project page`,
      kind: 'memory',
      path: projectPath,
      floor: PROJECT_FLOOR,
    },
    {
      key: 'memory cv',
      title: `${TITLES.memory}, the CV`,
      kind: 'memory',
      path: CV_PATH,
      floor: CV_FLOOR,
    },
    { key: 'firestore', title: TITLES.firestore, kind: 'firestore', ...home },
    { key: FLOOR, title: 'static floor', kind: 'floor', ...home },
    {
      key: PROJECT_FLOOR,
      title: 'static floor, the project page',
      kind: 'floor',
      path: projectPath,
      floor: PROJECT_FLOOR,
    },
    { key: CV_FLOOR, title: 'static floor, the CV', kind: 'floor', path: CV_PATH, floor: CV_FLOOR },
    ...secondLanguage,
    ...post,
    ...measures.map((measure) => ({
      key: `without ${measure.name}`,
      title: `${TITLES[measure.build]} without ${measure.name}`,
      kind: measure.build,
      without: measure,
      ...home,
    })),
  ];
}

/** The build a page is measured on: pages of the same build share one (and one Hosting site). */
export function buildOf(page: Page): string {
  return page.without ? `${page.kind} without ${page.without.name}` : page.kind;
}

/** The builds of the pages, each once, in the order of the pages. */
export const buildsOf = (pages: readonly Page[]) => [...new Set(pages.map(buildOf))];
