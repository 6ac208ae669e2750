// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseProject } from '@/domain/project';
import { parseUserProfile } from '@/domain/user-profile';
import { writeAgentFiles } from '../../scripts/lib/write-agent-files';
import content from '../../mocks/portfolio.json';
import firebaseJson from '../../firebase.json';
import { hostingDeploys, useTempDist } from '../support/hosting-folder';

const SITE = 'https://maya.example/';
const user = parseUserProfile(content.user);
const projects = content.projects.map(({ id, ...fields }) => parseProject(id, fields));

describe('writeAgentFiles', () => {
  const dist = useTempDist('portfolio-agents-');

  const write = (siteUrl: string | null, owner: typeof user | null = user) =>
    writeAgentFiles({ dist: dist(), user: owner, projects, siteUrl, lastChanged: new Date() });

  it('writes llms.txt and the catalog from the content, which Hosting deploys', async () => {
    expect(await write(SITE)).toEqual(['/llms.txt', '/.well-known/ai-catalog.json']);
    const llms = await readFile(join(dist(), 'llms.txt'), 'utf8');
    expect(llms.startsWith(`# ${user.name}\n`)).toBe(true);
    for (const { id } of projects) expect(llms).toContain(`(${SITE}projects/${id})`);
    const catalog = JSON.parse(
      await readFile(join(dist(), '.well-known', 'ai-catalog.json'), 'utf8'),
    ) as { entries: { url: string }[] };
    expect(catalog.entries.map(({ url }) => url)).toContain(`${SITE}llms.txt`);
    // firebase.json ignores dot files: a dot folder's files are still deployed.
    expect(hostingDeploys(dist()).sort()).toEqual(['.well-known/ai-catalog.json', 'llms.txt']);
  });

  it('names the CV in both when the owner has one', async () => {
    await writeAgentFiles({
      dist: dist(),
      user,
      projects,
      hasCv: true,
      siteUrl: SITE,
      lastChanged: new Date(),
    });
    expect(await readFile(join(dist(), 'llms.txt'), 'utf8')).toContain(`(${SITE}resume.json)`);
    const catalog = await readFile(join(dist(), '.well-known', 'ai-catalog.json'), 'utf8');
    expect(catalog).toContain(`"url": "${SITE}cv"`);
  });

  it('writes neither without the content or the site address', async () => {
    expect(await write(null)).toEqual([]);
    expect(await write(SITE, null)).toEqual([]);
    expect(await readdir(dist())).toEqual([]);
  });
});

describe("firebase.json's types for them", () => {
  const typeOf = (path: string) =>
    firebaseJson.hosting.headers
      .find(({ source }) => source === path)
      ?.headers.find(({ key }) => key === 'Content-Type')?.value;

  it('serves llms.txt as Markdown in UTF-8 and the catalog as JSON', () => {
    expect(typeOf('/llms.txt')).toBe('text/markdown; charset=utf-8');
    expect(typeOf('/.well-known/ai-catalog.json')).toBe('application/json');
  });
});
