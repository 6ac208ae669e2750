// @vitest-environment node
/**
 * `npm run deploy`'s record of what it published, on the Firestore emulator, with the Hosting
 * step a dry run. One test runs the real build (Vite's client and server builds, then the
 * prerender, into folders of its own: dist/ keeps the memory build the browser tests serve,
 * and the type check has nothing to do with the record); the others give the deploy, as its
 * build step, the prerender's own read of Firestore (`loadContent`), which writes the same note
 * in a fraction of the time. Everything after the build (the note read back, the record, the
 * request's states) is the deploy's own code.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { build } from 'vite';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import demo from '../../mocks/portfolio.json';
import { deploy } from '../../scripts/deploy';
import { emulatorSiteEnv } from '../../scripts/lib/emulator-site-env';
import { loadContent, prerenderSite } from '../../scripts/prerender';
import { seed } from '../../scripts/seed';
import {
  PUBLISH_REQUESTS_COLLECTION,
  PUBLISHED_RECORD_PATH,
  type PublishState,
} from '../../src/domain/publishing';
import { RESUME_ENTRY_TITLE_FIELD, type ResumeSection } from '../../src/domain/resume-sections';
import { describeOnEmulator, useEmulatorProject } from '../support/emulator-project';
import { connectOwner } from '../support/firestore-client';
import { takeConsoleErrors } from '../support/console-errors';
import { allowReactPdf } from '../support/react-pdf';

const RECORD = PUBLISHED_RECORD_PATH.join('/');
const [firstProject, secondProject] = demo.projects;

/** The demo's career entries as the seed stores them (`<section>-<n>`), each by its title. */
const demoResume = Object.fromEntries(
  Object.entries(demo.resume).flatMap(([section, entries]) =>
    (entries as Record<string, unknown>[]).map((entry, index) => [
      `${section}-${index + 1}`,
      { version: 1, title: entry[RESUME_ENTRY_TITLE_FIELD[section as ResumeSection]] },
    ]),
  ),
);

/** The demo's published posts as the seed stores them, each by its slug; its draft is not on the site. */
const demoPosts = Object.fromEntries(
  demo.posts.filter(({ draft }) => !draft).map(({ slug, title }) => [slug, { version: 1, title }]),
);

const demoProjects = (version: number) =>
  Object.fromEntries(demo.projects.map(({ id, title }) => [id, { version, title }]));

const head = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();

describeOnEmulator('npm run deploy: the record of what it published', () => {
  const project = useEmulatorProject('deploy');
  // The real prerender writes the CV's PDF.
  allowReactPdf();
  const target = ['--emulator', project.address, '--project', project.projectId, '--dry-run'];
  let directory: string;
  let publishedFile: string;
  let owner: ReturnType<typeof connectOwner>;
  let said: string[];

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'portfolio-deploy-'));
    publishedFile = join(directory, 'build', 'published.json');
    owner = connectOwner(project);
    said = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => said.push(String(line)));
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await owner.close();
    await rm(directory, { recursive: true, force: true });
  });

  /**
   * The build step: the prerender's read of the site's Firestore (the emulator, as .env.local
   * would name it), then `meanwhile` (the owner saving while the rest of the build runs).
   */
  const buildReading =
    (projectId = project.projectId, meanwhile: () => Promise<unknown> = async () => {}) =>
    async () => {
      await loadContent(emulatorSiteEnv(project.address, projectId), () => {}, publishedFile);
      await meanwhile();
      return 0;
    };

  const record = async () => (await owner.db.doc(RECORD).get()).data();
  const request = (id: string) => owner.db.collection(PUBLISH_REQUESTS_COLLECTION).doc(id);
  const ask = async (id: string, state: PublishState = 'asked') => {
    const askedAt = Timestamp.fromMillis(Date.now() - 5_000);
    await request(id).set({ state, askedAt, updatedAt: askedAt, reason: null, by: 'owner' });
  };
  const stateOf = async (id: string) => (await request(id).get()).data();

  it('records the versions and titles the build read, not a save made after its read', async () => {
    const before = Date.now();
    const saveDuringTheBuild = () =>
      owner.db
        .doc(`Projects/${firstProject!.id}`)
        .update({ title: 'Saved during the build', version: 2 });
    const status = await deploy(['--content', 'mocks/portfolio.json', ...target], {
      build: buildReading(project.projectId, saveDuringTheBuild),
      publishedFile,
    });
    expect(status).toBe(0);

    const published = await record();
    expect(published).toEqual({
      publishedAt: expect.any(Timestamp),
      commit: head,
      profile: 1,
      projects: demoProjects(1),
      resume: demoResume,
      posts: demoPosts,
    });
    // The server's time as the record was written (the emulator's clock is this machine's).
    const at = (published!.publishedAt as Timestamp).toMillis();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    // The save stays, newer than what is published: the studio tells it as not yet published.
    expect((await owner.db.doc(`Projects/${firstProject!.id}`).get()).data()).toMatchObject({
      title: 'Saved during the build',
      version: 2,
    });
    // The Hosting step said what it would run, and did not run it.
    expect(said).toContain(
      `$ firebase deploy --only hosting,firestore:rules --project ${project.projectId}   (a dry run: not run)`,
    );
    expect(said.at(-1)).toContain('deploy: recorded as published: the profile (version 1)');
  });

  it("records what the real build's pages show: the client and server builds, then the prerender", async () => {
    const envDir = join(directory, 'env');
    const dist = join(directory, 'dist');
    const server = join(directory, 'dist-prerender');
    await mkdir(envDir);
    // The site's configuration in a folder of its own, as .env.local would hold it: this
    // emulator, never a developer's real project.
    const siteEnv = emulatorSiteEnv(project.address, project.projectId);
    await writeFile(
      join(envDir, '.env'),
      Object.entries(siteEnv)
        .map(([key, value]) => `${key}=${value}`)
        .join('\n'),
    );
    // `npm run build` without its type check, into folders of the test's own (dist/ keeps the
    // memory build the browser tests serve).
    const realBuild = async () => {
      await build({ envDir, mode: 'production', logLevel: 'silent', build: { outDir: dist } });
      await build({
        configFile: 'vite.prerender.config.ts',
        envDir,
        mode: 'production',
        logLevel: 'silent',
        build: { outDir: server },
      });
      await prerenderSite({
        dist,
        serverEntry: join(server, 'entry-prerender.js'),
        envDir,
        log: () => {},
        publishedFile,
      });
      await owner.db
        .doc(`Projects/${firstProject!.id}`)
        .update({ title: 'Saved after the build read', version: 2 });
      return 0;
    };

    expect(
      await deploy(['--content', 'mocks/portfolio.json', ...target], {
        build: realBuild,
        publishedFile,
      }),
    ).toBe(0);

    expect(await record()).toMatchObject({
      profile: 1,
      projects: demoProjects(1),
      resume: demoResume,
      posts: demoPosts,
    });
    // The pages hold the same titles as the record: the ones read, not the save after.
    const page = await readFile(join(dist, 'projects', `${firstProject!.id}.html`), 'utf8');
    expect(page).toContain(firstProject!.title);
    expect(page).not.toContain('Saved after the build read');
    const home = await readFile(join(dist, 'index.html'), 'utf8');
    for (const { title } of demo.projects) expect(home).toContain(title);
  }, 240_000);

  it('publishes what Firestore holds without a content file: the studio’s edit survives', async () => {
    expect(
      await seed(['--emulator', project.address, '--project', project.projectId], () => {}),
    ).toBe(0);
    // The owner's edits in the studio, after the seed.
    await owner.db
      .doc(`Projects/${secondProject!.id}`)
      .update({ title: 'Edited in the studio', version: 2 });
    await owner.db.doc('User/user').update({ name: 'Edited name', version: 2 });

    expect(await deploy(target, { build: buildReading(), publishedFile })).toBe(0);

    expect(said.some((line) => line.includes('into Firestore'))).toBe(false);
    expect((await owner.db.doc(`Projects/${secondProject!.id}`).get()).data()).toMatchObject({
      title: 'Edited in the studio',
      version: 2,
    });
    expect((await owner.db.doc('User/user').get()).get('name')).toBe('Edited name');
    expect(await record()).toMatchObject({
      profile: 2,
      projects: {
        ...demoProjects(1),
        [secondProject!.id]: { version: 2, title: 'Edited in the studio' },
      },
    });
  });

  it('moves the request from asked to running as it starts, then to published with the record', async () => {
    await ask('press-1');
    const seenDuringTheBuild: unknown[] = [];
    const status = await deploy(
      ['--content', 'mocks/portfolio.json', '--request', 'press-1', ...target],
      {
        build: buildReading(project.projectId, async () => {
          seenDuringTheBuild.push((await stateOf('press-1'))?.state);
        }),
        publishedFile,
      },
    );
    expect(status).toBe(0);
    expect(seenDuringTheBuild).toEqual(['running']);
    const answered = await stateOf('press-1');
    expect(answered).toMatchObject({ state: 'published', reason: null, by: 'owner' });
    expect((answered!.updatedAt as Timestamp).toMillis()).toBeGreaterThan(
      (answered!.askedAt as Timestamp).toMillis(),
    );
    expect(await record()).toMatchObject({ profile: 1, projects: demoProjects(1) });
  });

  it('answers every request asked before its build read the content, though none is named', async () => {
    // A build hook that passes nothing on (Netlify, Cloudflare), or a push to main run first.
    await ask('before-the-read');
    const status = await deploy(['--content', 'mocks/portfolio.json', ...target], {
      build: buildReading(project.projectId, async () => {
        const askedAt = Timestamp.fromMillis(Date.now() + 1_000);
        await request('after-the-read').set({
          state: 'asked',
          askedAt,
          updatedAt: askedAt,
          reason: null,
          by: 'owner',
        });
      }),
      publishedFile,
    });
    expect(status).toBe(0);
    expect(await stateOf('before-the-read')).toMatchObject({ state: 'published' });
    // Its press came after what this deploy published: its own deploy answers it.
    expect(await stateOf('after-the-read')).toMatchObject({ state: 'asked' });
    expect(said.join('\n')).toContain('publish request before-the-read published');
  });

  it('marks the request failed with the step, and leaves the record, when the build fails', async () => {
    expect(
      await deploy(['--content', 'mocks/portfolio.json', ...target], {
        build: buildReading(),
        publishedFile,
      }),
    ).toBe(0);
    const lastGood = await record();
    await owner.db.doc(`Projects/${firstProject!.id}`).update({ title: 'Never built', version: 3 });
    await ask('press-2');

    const status = await deploy(['--request', 'press-2', ...target], {
      build: async () => 1,
      publishedFile,
    });
    expect(status).toBe(1);
    expect(await record()).toEqual(lastGood);
    expect(await stateOf('press-2')).toMatchObject({
      state: 'failed',
      reason: 'The build failed (npm run build exited 1)',
    });
    const errors = takeConsoleErrors().map(String).join('\n');
    expect(errors).toContain(
      'deploy: The build failed (npm run build exited 1). Publishing/published is unchanged.',
    );
    expect(errors).toContain('deploy: publish request press-2 is marked failed.');
  });

  it('ends the request failed on an error no step foresaw, and says it', async () => {
    await ask('press-6');
    const build = () => Promise.reject(new Error('the disk is full'));
    await expect(
      deploy(['--request', 'press-6', ...target], { build, publishedFile }),
    ).rejects.toThrow('the disk is full');
    expect(await record()).toBeUndefined();
    expect(await stateOf('press-6')).toMatchObject({
      state: 'failed',
      reason: 'The deploy stopped (the disk is full)',
    });
    takeConsoleErrors();
  });

  it("never takes an earlier build's note for this one's: a build that notes nothing is refused", async () => {
    const first = buildReading();
    expect(await deploy(target, { build: first, publishedFile })).toBe(0);
    const lastGood = await record();
    await ask('press-5');

    // As a memory build (no VITE_FIREBASE_* configuration) does: it renders the demo's file.
    const status = await deploy(['--request', 'press-5', ...target], {
      build: async () => 0,
      publishedFile,
    });
    expect(status).toBe(1);
    expect(await record()).toEqual(lastGood);
    expect((await stateOf('press-5'))?.reason).toBe(
      `The build recorded nothing it rendered (the build left no ${publishedFile}: only a build ` +
        'in Firestore mode (the VITE_FIREBASE_* configuration in .env.local) records what it rendered)',
    );
    takeConsoleErrors();
  });

  it('marks the request failed when the content file is refused, and neither builds nor records', async () => {
    await ask('press-3');
    const broken = join(directory, 'broken.json');
    await writeFile(broken, JSON.stringify({ user: { name: 1 }, projects: [] }));
    const build = vi.fn(async () => 0);

    const status = await deploy(['--content', broken, '--request', 'press-3', ...target], {
      build,
      publishedFile,
    });
    expect(status).toBe(1);
    expect(build).not.toHaveBeenCalled();
    expect(await record()).toBeUndefined();
    expect(await stateOf('press-3')).toMatchObject({
      state: 'failed',
      reason: `The content file could not be written into Firestore (${broken} is not a valid content file)`,
    });
    const errors = takeConsoleErrors().map(String);
    expect(errors).toContain('  Profile, name: this should be text');
  });

  it('does not record a build that read another project than the one deployed to', async () => {
    await ask('press-4');
    const status = await deploy(['--request', 'press-4', ...target], {
      build: buildReading('demo-another-site'),
      publishedFile,
    });
    expect(status).toBe(1);
    expect(await record()).toBeUndefined();
    expect((await stateOf('press-4'))?.reason).toMatch(
      /^The build read the emulator's project demo-another-site \(at .*\), not the emulator's project demo-deploy/,
    );
    takeConsoleErrors();
    // The emulator's first read of a project it has not seen yet takes seconds on a busy machine.
  }, 30_000);

  it('leaves a request that is not asked as it is, and still publishes', async () => {
    await ask('settled', 'failed');
    const before = await stateOf('settled');
    expect(
      await deploy(['--request', 'settled', ...target], { build: buildReading(), publishedFile }),
    ).toBe(0);
    expect(await stateOf('settled')).toEqual(before);
    expect(said).toContain(
      'deploy: publish request settled is failed, not asked: it is left as it is, and the deploy goes on',
    );
    expect(await record()).toMatchObject({ profile: 0, projects: {}, resume: {}, posts: {} });
  });
});
