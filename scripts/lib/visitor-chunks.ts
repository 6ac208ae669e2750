/**
 * A code-splitting group (vite.config.ts) that lays the visitor's code out in files as if the
 * owner's studio were not there.
 *
 * Left to itself, rolldown puts each module in a file by the set of entries (the page's and
 * every lazily imported module) that load it. The studio's lazy modules import some of the
 * visitor's (the spinner, the domain's helpers, the site's frame): each such module's set then
 * differs from its neighbours', and it would move to a small file of its own, split out of the
 * visitor's start-up files. Each file is gzipped on its own, so the page's JavaScript would grow
 * with every split, though not one byte of the studio's code is in it.
 *
 * This group sorts the modules a visitor's page can load by the visitor's entries alone, the
 * way rolldown would without the studio: those two or more of them load go into one file per
 * set, unless one of those entries is always loaded before the others: then they join the
 * largest file it loads (every page that needs them has it already). A module only
 * one visitor entry loads stays in that entry's file (rolldown puts it there), unless the
 * studio imports it too: then it joins the smallest of those shared files that entry loads and
 * that no page loads before it (the spinner, imported by main.tsx and the studio, goes with the
 * files main.tsx imports). Where there is none, it goes where the modules that entry shares
 * with the fewest others go: the demo repository's order helpers (src/domain/project-order.ts)
 * go where what it shares with main.tsx goes, a file main.tsx loads, rather than to a file of
 * their own, one more request on every page of the demo. The studio's own modules are left to
 * rolldown: they are in files no visitor's page requests (scripts/lib/studio-code.mjs).
 */
import { isStudioModule } from './studio-code.mjs';

/**
 * WebMCP's tools (src/start/register-agent-tools.ts): loaded only where the browser has WebMCP,
 * after the app has started. Laid out as the studio's are, the visitor's modules they import
 * stay in the start-up files instead of moving to small files the tools share with them.
 */
const AGENT_TOOLS = /(^|\/)src\/start\/register-agent-tools\.ts$/;

interface ModuleInfo {
  id: string;
  isEntry: boolean;
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** Which file (by group name) each module of the visitor's goes to; absent: rolldown decides. */
interface Plan {
  modules: ReadonlySet<string>;
  names: ReadonlyMap<string, string>;
}

const baseName = (id: string) => id.replace(/[?#].*$/, '').replace(/^.*\//, '');
const chunkBaseName = (id: string) => baseName(id).replace(/\.[^.]*$/, '') || 'shared';

function makePlan(graph: ModuleGraph, start: string, reserved: ReadonlySet<string>): Plan {
  const info = (id: string) => graph.getModuleInfo(id);
  // Every module of the build: the graph holding `start`.
  const modules = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const id = pending.pop() ?? '';
    const module = modules.has(id) ? null : info(id);
    if (!module) continue;
    modules.add(id);
    pending.push(
      ...module.importedIds,
      ...module.dynamicallyImportedIds,
      ...module.importers,
      ...module.dynamicImporters,
    );
  }
  const staticClosure = (root: string) => {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop() ?? '';
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(info(id)?.importedIds ?? []));
    }
    return seen;
  };

  // The visitor's entries: the page's own, and every module a visitor's code imports lazily
  // but the studio's (whose lazy modules, and theirs, are the studio's entries).
  const visitorEntries = [...modules].filter((id) => info(id)?.isEntry);
  const reached = new Set<string>();
  const stack = [...visitorEntries];
  while (stack.length > 0) {
    const id = stack.pop() ?? '';
    if (reached.has(id)) continue;
    reached.add(id);
    const module = info(id);
    stack.push(...(module?.importedIds ?? []));
    for (const lazy of module?.dynamicallyImportedIds ?? []) {
      if (isStudioModule(lazy) || AGENT_TOOLS.test(lazy)) continue;
      if (!visitorEntries.includes(lazy)) visitorEntries.push(lazy);
      stack.push(lazy);
    }
  }
  const studioEntries = [...modules].filter(
    (id) => (info(id)?.dynamicImporters.length ?? 0) > 0 && !visitorEntries.includes(id),
  );
  const studioLoads = new Set(studioEntries.flatMap((entry) => [...staticClosure(entry)]));

  const closures = new Map(visitorEntries.map((entry) => [entry, staticClosure(entry)]));
  /** Which visitor entries load each module. */
  const loadedBy = new Map<string, string[]>();
  for (const [entry, closure] of closures) {
    for (const id of closure) loadedBy.set(id, [...(loadedBy.get(id) ?? []), entry]);
  }

  // Entry `later` is only ever loaded once `first` is: every visitor entry that imports it
  // lazily is `first` or loaded only after it.
  const after = (later: string, first: string, seen = new Set<string>()): boolean => {
    if (later === first) return true;
    if (seen.has(later)) return false;
    seen.add(later);
    const importers = info(later)?.dynamicImporters ?? [];
    const parents = visitorEntries.filter((entry) =>
      importers.some((importer) => closures.get(entry)?.has(importer)),
    );
    return parents.length > 0 && parents.every((parent) => after(parent, first, seen));
  };

  // Virtual modules (rolldown's runtime, Vite's preload helper) keep the place rolldown gives.
  const isVirtual = (id: string) => id.startsWith('\0');
  const sets = new Map<string, string[]>();
  const keyOf = (entries: readonly string[]) => [...entries].sort().join('\n');
  for (const [id, entries] of loadedBy) {
    if (entries.length < 2 || isVirtual(id)) continue;
    const key = keyOf(entries);
    sets.set(key, [...(sets.get(key) ?? []), id]);
  }
  /** The shared files `entry` loads that no page loads before it, smallest first. */
  const filesLoadedWith = (entry: string) =>
    [...sets.keys()]
      .map((key) => key.split('\n'))
      .filter((set) => set.includes(entry) && set.every((other) => after(other, entry)))
      .sort((a, b) => a.length - b.length);
  /**
   * The file a set's modules go to. Loaded by one entry, and by others only ever loaded after
   * it, they need no file of their own: the largest of those that entry loads has them ready
   * for every page that needs them.
   */
  const fileOf = (key: string) => {
    const entries = key.split('\n');
    const first = entries.find((entry) => entries.every((other) => after(other, entry)));
    const largest = first
      ? filesLoadedWith(first)
          .map(keyOf)
          .sort((a, b) => (sets.get(b)?.length ?? 0) - (sets.get(a)?.length ?? 0))[0]
      : undefined;
    return largest ?? key;
  };
  /**
   * The fewest entries that share modules with `entry`: where those go is where a module that
   * only `entry` and the studio load goes when no shared file comes after `entry`.
   */
  const nearestSet = (entry: string) =>
    [...sets.keys()]
      .map((key) => key.split('\n'))
      .filter((set) => set.includes(entry))
      .sort((a, b) => a.length - b.length)[0];
  const groupOf = new Map<string, string>();
  for (const [key, members] of sets) members.forEach((id) => groupOf.set(id, fileOf(key)));
  for (const [id, entries] of loadedBy) {
    const [entry] = entries;
    if (entries.length !== 1 || !entry || !studioLoads.has(id) || isVirtual(id)) continue;
    const [candidate = nearestSet(entry)] = filesLoadedWith(entry);
    // None at all: a file of the entry's modules the studio imports too, loaded with the entry's.
    groupOf.set(id, candidate ? fileOf(keyOf(candidate)) : `${entry}\nand the studio`);
  }

  // Each file is named after its root module, the one that imports most of the others.
  const members = new Map<string, string[]>();
  for (const [id, key] of groupOf) members.set(key, [...(members.get(key) ?? []), id]);
  const taken = new Set(reserved);
  const nameOf = new Map<string, string>();
  for (const [key, ids] of [...members].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const inGroup = new Set(ids);
    const reach = (id: string) => [...staticClosure(id)].filter((other) => inGroup.has(other));
    const root = [...ids].sort((a, b) => reach(b).length - reach(a).length || (a < b ? -1 : 1))[0];
    const base = chunkBaseName(root ?? '');
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}`;
    taken.add(name);
    nameOf.set(key, name);
  }
  const names = new Map<string, string>();
  for (const [id, key] of groupOf) names.set(id, nameOf.get(key) ?? '');
  return { modules, names };
}

/**
 * The group, after the build's other groups (which take what they test for first). `reserved`:
 * their names, which its files do not take.
 */
export function visitorChunks(reserved: readonly string[]) {
  let plan: Plan | null = null;
  return {
    // What vite.bench.config.ts leaves out to build without it (bench/startup-measures.json).
    debugName: 'visitor-chunks',
    name: (id: string, graph: ModuleGraph): string | null => {
      if (!plan?.modules.has(id)) plan = makePlan(graph, id, new Set(reserved));
      return plan.names.get(id) ?? null;
    },
    // Each module's imports have a file of their own in the plan, or in another group.
    includeDependenciesRecursively: false,
  };
}
