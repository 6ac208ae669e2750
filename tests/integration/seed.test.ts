// @vitest-environment node
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setDoc, doc, terminate } from 'firebase/firestore';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { exportContent } from '../../scripts/export';
import { seed } from '../../scripts/seed';
import demo from '../../mocks/portfolio.json';
import { emptyResumeFile } from '../../src/domain/resume-file';
import { describeOnEmulator, useEmulatorProject } from '../support/emulator-project';
import { connectOwner } from '../support/firestore-client';
import { REFUSED_WRITE, takeFirebaseWarningsLike } from '../support/firebase-warnings';

// The SDK warns of every write the rules refuse; refusals are what these tests expect, and
// nothing else may be reported.
afterEach(() => takeFirebaseWarningsLike(REFUSED_WRITE));

describeOnEmulator('npm run seed / export against the official emulator', () => {
  const project = useEmulatorProject('seed');
  const target = ['--emulator', project.address, '--project', project.projectId];
  let directory: string;
  const output: string[] = [];
  const log = (line: string) => output.push(line);

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'portfolio-seed-'));
    output.length = 0;
  });

  const exported = async () => {
    const file = join(directory, 'exported.json');
    expect(await exportContent([file, ...target], log)).toBe(0);
    return JSON.parse(await readFile(file, 'utf8')) as {
      user: unknown;
      projects: { id: string }[];
      resume: Record<string, unknown[]>;
      posts: unknown[];
    };
  };

  it('imports the demo content file, and export gives it back', async () => {
    expect(await seed(target, log, log)).toBe(0);
    const entries = Object.values(demo.resume).flat().length;
    const what = `the profile, ${demo.projects.length} projects, ${entries} career entries and ${demo.posts.length} posts`;
    // A step line before the one transaction, and one after it.
    expect(output.slice(-2)).toEqual([
      expect.stringMatching(new RegExp(`^Writing ${what} to .* in one transaction`)),
      expect.stringContaining(`Wrote ${what}`),
    ]);

    const content = await exported();
    expect(content.user).toEqual(demo.user);
    expect(content.projects).toEqual(demo.projects);
    // In the file's shape: its sections in their order, each entry without id, order or version.
    expect(content.resume).toEqual(demo.resume);
    expect(JSON.stringify(content.resume)).toBe(JSON.stringify(demo.resume));
    // The posts, drafts too, newest first as the file lists them, each with its slug.
    expect(JSON.stringify(content.posts)).toBe(JSON.stringify(demo.posts));
  });

  it('stores each post as Posts/<slug>, and removes those no longer in the file', async () => {
    expect(await seed(target, log, log)).toBe(0);
    const [first, ...others] = demo.posts;
    const { db, close } = connectOwner(project);
    try {
      const { slug, ...fields } = first!;
      expect((await db.doc(`Posts/${slug}`).get()).data()).toEqual({ ...fields, version: 1 });
      const file = join(directory, 'one-post.json');
      await writeFile(file, JSON.stringify({ ...demo, posts: [{ ...first, title: 'Renamed' }] }));
      expect(await seed([file, ...target], log, log)).toBe(0);
      expect(output.at(-1)).toContain(
        `removed posts ${others
          .map((post) => post.slug)
          .sort()
          .join(', ')}`,
      );
      const slugs = (await db.collection('Posts').get()).docs.map((entry) => entry.id);
      expect(slugs).toEqual([slug]);
      expect((await db.doc(`Posts/${slug}`).get()).data()).toMatchObject({
        title: 'Renamed',
        version: 2,
      });
    } finally {
      await close();
    }
    expect((await exported()).posts).toEqual([{ ...first, title: 'Renamed' }]);
  });

  it('stores each career entry as Resume/<section>-<n>, and removes those no longer in the file', async () => {
    expect(await seed(target, log, log)).toBe(0);
    const { db, close } = connectOwner(project);
    try {
      const stored = await db.doc('Resume/work-2').get();
      expect(stored.data()).toEqual({
        ...demo.resume.work[1],
        section: 'work',
        order: 1,
        version: 1,
      });
      // Written by the studio, under a random id.
      await db
        .doc('Resume/from-studio')
        .set({ ...demo.resume.skills[0], section: 'skills', order: 9 });
      const file = join(directory, 'one-job.json');
      await writeFile(
        file,
        JSON.stringify({
          ...demo,
          resume: { work: [{ ...demo.resume.work[0], name: 'Renamed' }] },
        }),
      );
      expect(await seed([file, ...target], log, log)).toBe(0);
      expect(output.at(-1)).toContain('removed career entries ');
      const ids = (await db.collection('Resume').get()).docs.map((entry) => entry.id);
      expect(ids).toEqual(['work-1']);
      expect((await db.doc('Resume/work-1').get()).data()).toMatchObject({
        name: 'Renamed',
        order: 0,
        version: 2,
      });
    } finally {
      await close();
    }
    const content = await exported();
    expect(content.resume).toEqual({
      ...emptyResumeFile(),
      work: [{ ...demo.resume.work[0], name: 'Renamed' }],
    });
  });

  it('replaces changed projects and removes those no longer in the file', async () => {
    await seed(target, log, log);
    const smaller = {
      user: { ...demo.user, name: 'Renamed' },
      projects: [{ id: 'only-one', title: 'Only one', tags: ['x'] }],
    };
    const file = join(directory, 'smaller.json');
    await writeFile(file, JSON.stringify(smaller));

    expect(await seed([file, ...target], log, log)).toBe(0);
    expect(output.at(-1)).toContain('removed');
    const content = await exported();
    expect(content.user).toMatchObject({ name: 'Renamed' });
    expect(content.projects).toEqual([
      {
        id: 'only-one',
        title: 'Only one',
        description: '',
        tags: ['x'],
        images: [],
        githubLink: '',
        projectLink: '',
        appStoreLink: '',
      },
    ]);
  });

  /** Each content document's stored version, read with the Admin SDK. */
  const versions = async () => {
    const { db, close } = connectOwner(project);
    try {
      const [user, projects] = await Promise.all([
        db.doc('User/user').get(),
        db.collection('Projects').get(),
      ]);
      return {
        user: user.get('version') as unknown,
        projects: Object.fromEntries(
          projects.docs.map((entry) => [entry.id, entry.get('version') as unknown]),
        ),
      };
    } finally {
      await close();
    }
  };

  const demoVersions = (version: number) => ({
    user: version,
    projects: Object.fromEntries(demo.projects.map(({ id }) => [id, version])),
  });

  it('writes each document at version 1, then at the stored version plus one', async () => {
    expect(await seed(target, log, log)).toBe(0);
    expect(await versions()).toEqual(demoVersions(1));
    expect(await seed(target, log, log)).toBe(0);
    expect(await versions()).toEqual(demoVersions(2));

    // A project new to the file starts at 1; one removed and added again starts over.
    const file = join(directory, 'changed.json');
    const [first, second] = demo.projects;
    await writeFile(
      file,
      JSON.stringify({ user: demo.user, projects: [first, { id: 'new', title: 'New' }] }),
    );
    expect(await seed([file, ...target], log, log)).toBe(0);
    expect(await versions()).toEqual({
      user: 3,
      projects: { [first!.id]: 3, new: 1 },
    });
    expect(await seed(target, log, log)).toBe(0);
    expect((await versions()).projects).toMatchObject({ [first!.id]: 4, [second!.id]: 1 });
  });

  it('counts a stored document without a version, or with one that is no integer, as 0', async () => {
    const { db, close } = connectOwner(project);
    await db.doc('User/user').set({ name: 'By hand' });
    await db.doc(`Projects/${demo.projects[0]!.id}`).set({ title: 'By hand', version: '5' });
    await close();
    expect(await seed(target, log, log)).toBe(0);
    expect(await versions()).toEqual(demoVersions(1));
  });

  it("leaves the owner's next write in the studio to be the seed's version plus one", async () => {
    expect(await seed(target, log, log)).toBe(0);
    expect(await seed(target, log, log)).toBe(0);
    // The owner as the rules know them: a token carrying the claim (the emulator takes it
    // unsigned), through the web SDK, which the rules bind.
    const app = initializeApp({ projectId: project.projectId, apiKey: 'test' }, 'seed-owner');
    const db = getFirestore(app);
    connectFirestoreEmulator(db, project.host, project.port, {
      mockUserToken: { sub: 'owner', owner: true },
    });
    try {
      const { id, ...fields } = demo.projects[0]!;
      const write = (version: number) =>
        setDoc(doc(db, 'Projects', id), { ...fields, order: 0, version });
      await expect(write(2)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(write(3)).resolves.toBeUndefined();
    } finally {
      await terminate(db);
      await deleteApp(app);
    }
  });

  it('writes nothing and names every problem when the file is invalid', async () => {
    const file = join(directory, 'broken.json');
    await writeFile(
      file,
      JSON.stringify({
        user: { name: 1 },
        projects: [{ id: 'a' }, { id: 'b', title: 'B', tags: ['ok', 2] }],
      }),
    );
    expect(await seed([file, ...target], log, log)).toBe(1);
    expect(output).toEqual([
      `${file} is not a valid content file; nothing was written:`,
      '  Profile, name: this should be text',
      '  Project 1, title: this is missing',
      '  Project 2, tag 2: this should be text',
    ]);
    expect(await exported()).toEqual({
      user: null,
      projects: [],
      resume: emptyResumeFile(),
      posts: [],
    });
  });

  it('refuses a file that is not JSON', async () => {
    const file = join(directory, 'not.json');
    await writeFile(file, '{ nope');
    expect(await seed([file, ...target], log, log)).toBe(1);
    expect(output[0]).toContain('cannot read it as JSON');
  });
});
