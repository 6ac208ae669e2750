import { ConformanceTester } from 'lighthouse/third-party/ard/ard.js';
import { DEMO_SITE_URL } from '../../src/domain/site-url';
import { content, expect, owner, test } from './support/fixtures';

test.describe('the files for AI agents, written by the build from the content', () => {
  test(`are served by Firebase Hosting with their types`, async ({ request }) => {
    const llms = await request.get(`/llms.txt`);
    expect(llms.status()).toBe(200);
    expect(llms.headers()['content-type']?.replace(/;\s*/, '; ')).toBe(
      'text/markdown; charset=utf-8',
    );
    const text = await llms.text();
    expect(text.startsWith(`# ${owner}\n\n> Hi, I'm Maya,`)).toBe(true);
    for (const project of content.projects) {
      expect(text).toContain(`- [${project.title}](${DEMO_SITE_URL}projects/${project.id}): `);
    }
    // The demo owner has a CV: its page and its JSON Resume.
    expect(text).toContain(`- [CV](${DEMO_SITE_URL}cv): `);
    expect(text).toContain(`- [JSON Resume](${DEMO_SITE_URL}resume.json): `);
    // The demo's published posts, newest first, with the feeds; never its draft.
    const demoPosts =
      (content as unknown as { posts?: { slug: string; title: string; draft?: boolean }[] })
        .posts ?? [];
    for (const post of demoPosts) {
      const line = `- [${post.title}](${DEMO_SITE_URL}writing/${post.slug})`;
      if (post.draft) expect(text).not.toContain(`writing/${post.slug}`);
      else expect(text).toContain(line);
    }
    expect(text).toContain(`[Atom](${DEMO_SITE_URL}feed.xml)`);
    expect(text).toContain('list_posts');

    const catalog = await request.get(`/.well-known/ai-catalog.json`);
    expect(catalog.status()).toBe(200);
    expect(catalog.headers()['content-type']).toBe('application/json');
    const tester = new ConformanceTester();
    tester.validate_manifest(await catalog.text(), 'ai-catalog.json');
    expect(tester.errors).toEqual([]);
    const { entries } = (await catalog.json()) as { entries: { url: string }[] };
    expect(entries.map(({ url }) => url)).toEqual(
      expect.arrayContaining([
        `${DEMO_SITE_URL}llms.txt`,
        `${DEMO_SITE_URL}sitemap.xml`,
        `${DEMO_SITE_URL}cv`,
        `${DEMO_SITE_URL}resume.json`,
        `${DEMO_SITE_URL}writing`,
        `${DEMO_SITE_URL}feed.xml`,
      ]),
    );
    expect(await (await request.get('/sitemap.xml')).text()).toContain(
      `<loc>${DEMO_SITE_URL}cv</loc>`,
    );
  });
});
