// @vitest-environment node
import { expect, it } from 'vitest';
import demo from '../../mocks/portfolio.json';
import { emulatorSiteEnv } from '../../scripts/lib/emulator-site-env';
import { readPublishedContent } from '../../scripts/lib/read-published-content';
import { seed } from '../../scripts/seed';
import { describeOnEmulator, useEmulatorProject } from '../support/emulator-project';
import { freePort } from '../support/official-emulator';

/** What `npm run build` prerenders in Firestore mode: the content a visitor may read. */
describeOnEmulator('the build reading the published content', () => {
  const project = useEmulatorProject('prerender');

  it("reads the profile and the projects, in the owner's order, as a visitor under the real rules", async () => {
    const target = ['--emulator', project.address, '--project', project.projectId];
    expect(await seed(target, () => {})).toBe(0);

    const content = await readPublishedContent(emulatorSiteEnv(project.address, project.projectId));
    expect(content?.user).toEqual(demo.user);
    expect(content?.projects).toEqual(demo.projects);
  });

  it('has no profile and no projects in an empty project', async () => {
    await expect(
      readPublishedContent(emulatorSiteEnv(project.address, project.projectId)),
    ).resolves.toEqual({ user: null, projects: [] });
  });

  it('gives up, without throwing, when Firestore cannot be reached', async () => {
    const nobody = `127.0.0.1:${await freePort()}`;
    await expect(readPublishedContent(emulatorSiteEnv(nobody, project.projectId))).resolves.toBe(
      null,
    );
  });
});
