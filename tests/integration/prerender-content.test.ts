// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import demo from '../../mocks/portfolio.json';
import { emulatorSiteEnv } from '../../scripts/lib/emulator-site-env';
import { explainReadFailure, type ReadSource } from '../../scripts/lib/read-failures';
import { readPublishedContent } from '../../scripts/lib/read-published-content';
import { seed } from '../../scripts/seed';
import { ALLOW_EMPTY, EmptyShellError, loadContent, prerenderSite } from '../../scripts/prerender';
import { describeOnEmulator, useEmulatorProject } from '../support/emulator-project';
import { freePort } from '../../scripts/lib/firebase-emulators';

/** A site built for a real project: no emulator in its configuration. */
function realSiteEnv(projectId: string): Record<string, string> {
  const env = emulatorSiteEnv('', projectId);
  delete env.VITE_FIRESTORE_EMULATOR_HOST;
  return env;
}

/** What `npm run build` prerenders in Firestore mode: the published content, with the Admin SDK. */
describeOnEmulator('the build reading the published content', () => {
  const project = useEmulatorProject('prerender');

  it("reads the profile, the projects, the career record and the published posts, in the owner's order, past the real rules", async () => {
    const target = ['--emulator', project.address, '--project', project.projectId];
    expect(await seed(target, () => {})).toBe(0);

    const before = Date.now();
    const read = await readPublishedContent(emulatorSiteEnv(project.address, project.projectId));
    // Each career entry with its stored id, which the page's listener names it by too.
    const resume = Object.fromEntries(
      Object.entries(demo.resume)
        .filter(([, entries]) => entries.length > 0)
        .map(([section, entries]) => [
          section,
          entries.map((entry, index) => ({ id: `${section}-${index + 1}`, ...entry })),
        ]),
    );
    // The published posts alone, as stored (by slug): the draft never reaches a page.
    const published = demo.posts
      .filter(({ draft }) => !draft)
      .sort((a, b) => (a.slug < b.slug ? -1 : 1));
    // Each document's version and title as read, for the deploy's record of what it published.
    const versions = {
      profile: 1,
      projects: Object.fromEntries(
        demo.projects.map(({ id, title }) => [id, { version: 1, title }]),
      ),
      resume: Object.fromEntries(
        Object.values(resume)
          .flat()
          .map((entry) => [entry.id, { version: 1, title: expect.any(String) as string }]),
      ),
      posts: Object.fromEntries(published.map(({ slug, title }) => [slug, { version: 1, title }])),
    };
    expect(read).toEqual({
      ok: true,
      content: { user: demo.user, projects: demo.projects, resume, posts: published },
      lastChanged: expect.any(Date),
      versions,
    });
    if (read.ok) expect(read.versions.resume['work-1']?.title).toBe(demo.resume.work[0]?.name);
    // The newest document's update time: the seed ran just now (the emulator's clock is ours).
    if (read.ok) expect(read.lastChanged?.getTime()).toBeGreaterThan(before - 60_000);
  });

  it('has no profile and no projects in an empty project', async () => {
    await expect(
      readPublishedContent(emulatorSiteEnv(project.address, project.projectId)),
    ).resolves.toEqual({
      ok: true,
      content: { user: null, projects: [], resume: {}, posts: [] },
      lastChanged: undefined,
      versions: { profile: 0, projects: {}, resume: {}, posts: {} },
    });
  });

  it('says at once that the emulator cannot be reached, naming the project and the host', async () => {
    const nobody = `127.0.0.1:${await freePort()}`;
    const started = Date.now();
    const read = await readPublishedContent(emulatorSiteEnv(nobody, project.projectId));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(read).toMatchObject({ ok: false, reason: 'unreachable' });
    if (read.ok) return;
    expect(read.message).toContain(`Firestore project ${project.projectId} could not be reached`);
    expect(read.message).toContain(nobody);
    expect(read.message).toContain('ECONNREFUSED');
  });

  it("reads the emulator of the site's configuration, whatever the shell's says", async () => {
    // Left in the shell by `npm run seed`, say; nothing listens there.
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', `127.0.0.1:${await freePort()}`);
    try {
      const shell = process.env.FIRESTORE_EMULATOR_HOST;
      await expect(
        readPublishedContent(emulatorSiteEnv(project.address, project.projectId)),
      ).resolves.toMatchObject({ ok: true });
      expect(process.env.FIRESTORE_EMULATOR_HOST).toBe(shell);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

/** A machine without Google credentials; nothing here may contact Google (there is no network). */
describe('the build reading a real project without credentials', () => {
  let gcloudConfig: string;

  beforeEach(async () => {
    gcloudConfig = await mkdtemp(join(tmpdir(), 'portfolio-gcloud-'));
    // No `gcloud auth application-default login` file, and no cloud metadata server to ask.
    vi.stubEnv('CLOUDSDK_CONFIG', gcloudConfig);
    vi.stubEnv('METADATA_SERVER_DETECTION', 'none');
    vi.stubEnv('FIRESTORE_EMULATOR_HOST', undefined);
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(gcloudConfig, { recursive: true, force: true });
  });

  it('says that no credentials were found, and how to get some, without waiting', async () => {
    vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', undefined);
    const started = Date.now();
    const read = await readPublishedContent(realSiteEnv('portfolio-owner'));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(read).toMatchObject({ ok: false, reason: 'no-credentials' });
    if (read.ok) return;
    expect(read.message).toContain('No Google credentials were found');
    expect(read.message).toContain('portfolio-owner');
    expect(read.message).toContain('firestore.googleapis.com');
    expect(read.message).toContain('gcloud auth application-default login');
    expect(read.message).toContain('GOOGLE_APPLICATION_CREDENTIALS');
  });

  it('names a GOOGLE_APPLICATION_CREDENTIALS that points at no file', async () => {
    const key = join(gcloudConfig, 'missing-key.json');
    vi.stubEnv('GOOGLE_APPLICATION_CREDENTIALS', key);
    const started = Date.now();
    const read = await readPublishedContent(realSiteEnv('portfolio-owner'));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(read).toMatchObject({ ok: false, reason: 'no-credentials' });
    if (read.ok) return;
    expect(read.message).toContain(`GOOGLE_APPLICATION_CREDENTIALS points at ${key}`);
    expect(read.message).toContain('gcloud auth application-default login');
  });
});

describe("the build's explanation of a refused read", () => {
  const source: ReadSource = {
    projectId: 'portfolio-owner',
    host: 'firestore.googleapis.com',
    emulator: false,
  };

  it('tells permission denied from the rest, and names the role that reads', () => {
    // As the Admin SDK rejects: a gRPC status error.
    const denied = Object.assign(
      new Error('7 PERMISSION_DENIED: Missing or insufficient permissions.'),
      { code: 7 },
    );
    const explained = explainReadFailure(denied, source);
    expect(explained.reason).toBe('permission-denied');
    expect(explained.message).toContain('portfolio-owner');
    expect(explained.message).toContain('firestore.googleapis.com');
    expect(explained.message).toContain('roles/datastore.viewer');

    expect(
      explainReadFailure(Object.assign(new Error('14 UNAVAILABLE'), { code: 14 }), source).reason,
    ).toBe('unreachable');
    expect(
      explainReadFailure(Object.assign(new Error('16 UNAUTHENTICATED'), { code: 16 }), source)
        .reason,
    ).toBe('no-credentials');
  });
});

describe('a Firestore build that cannot read its content', () => {
  it('fails, saying loudly that the page would be an empty shell, and writes nothing', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'portfolio-shell-dist-'));
    const envDir = await mkdtemp(join(tmpdir(), 'portfolio-shell-env-'));
    try {
      const template = '<!doctype html><title>Portfolio</title><div id="root"></div>';
      await writeFile(join(dist, 'index.html'), template);
      const nobody = `127.0.0.1:${await freePort()}`;
      const env = emulatorSiteEnv(nobody, 'demo-shell');
      await writeFile(
        join(envDir, '.env'),
        Object.entries(env)
          .map(([key, value]) => `${key}=${value}`)
          .join('\n'),
      );
      const logs: string[] = [];
      const build = prerenderSite({
        dist,
        serverEntry: join(dist, 'never-loaded.js'),
        envDir,
        log: (line) => logs.push(line),
      });

      await expect(build).rejects.toThrow(EmptyShellError);
      const message = await build.catch((error: unknown) => String(error));
      expect(message).toContain('EMPTY SHELL');
      expect(message).toContain(`Firestore project demo-shell could not be reached at ${nobody}`);
      expect(message).toContain('PRERENDER_ALLOW_EMPTY=1');
      expect(logs).toEqual([]);
      expect(await readdir(dist)).toEqual(['index.html']);
      expect(await readFile(join(dist, 'index.html'), 'utf8')).toBe(template);
    } finally {
      await rm(dist, { recursive: true, force: true });
      await rm(envDir, { recursive: true, force: true });
    }
  });
});

describe("the build's note of what it rendered (for npm run deploy's record)", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'portfolio-note-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('notes no document for an empty shell: its HTML holds none', async () => {
    const note = join(directory, 'build', 'published.json');
    const nobody = `127.0.0.1:${await freePort()}`;
    const warnings: string[] = [];
    const env = { ...emulatorSiteEnv(nobody, 'demo-shell'), [ALLOW_EMPTY]: '1' };
    expect(await loadContent(env, (line) => warnings.push(line), note)).toBeNull();
    expect(warnings.join('\n')).toContain('EMPTY SHELL');
    expect(JSON.parse(await readFile(note, 'utf8'))).toEqual({
      projectId: 'demo-shell',
      emulator: nobody,
      readAt: expect.any(String),
      profile: 0,
      projects: {},
      resume: {},
      posts: {},
    });
  });

  it("notes nothing on the memory build, and removes an earlier build's note", async () => {
    const note = join(directory, 'published.json');
    await writeFile(note, '{"from": "an earlier build"}');
    const content = await loadContent({}, () => {}, note);
    expect(content?.documents.projects).toHaveLength(demo.projects.length);
    await expect(readFile(note, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
