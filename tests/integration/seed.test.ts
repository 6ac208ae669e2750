// @vitest-environment node
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import { exportContent } from '../../scripts/export';
import { seed } from '../../scripts/seed';
import demo from '../../mocks/portfolio.json';
import { describeOnEmulator, useEmulatorProject } from '../support/emulator-project';

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
    };
  };

  it('imports the demo content file, and export gives it back', async () => {
    expect(await seed(target, log, log)).toBe(0);
    expect(output.at(-1)).toContain(`Wrote the profile and ${demo.projects.length} projects`);

    const content = await exported();
    expect(content.user).toEqual(demo.user);
    expect(content.projects).toEqual(demo.projects);
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

  it('writes nothing and names every problem when the file is invalid', async () => {
    const file = join(directory, 'broken.json');
    await writeFile(
      file,
      JSON.stringify({ user: { name: 1 }, projects: [{ id: 'a' }, { id: 'b', tags: ['ok', 2] }] }),
    );
    expect(await seed([file, ...target], log, log)).toBe(1);
    expect(output).toEqual([
      `${file} is not a valid content file; nothing was written:`,
      '  user.name: expected string',
      '  projects[1].tags[1]: expected string',
    ]);
    expect(await exported()).toEqual({ user: null, projects: [] });
  });

  it('refuses a file that is not JSON', async () => {
    const file = join(directory, 'not.json');
    await writeFile(file, '{ nope');
    expect(await seed([file, ...target], log, log)).toBe(1);
    expect(output[0]).toContain('cannot read it as JSON');
  });
});
