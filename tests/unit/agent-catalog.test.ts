// @vitest-environment node
// Lighthouse's own port of the ARD conformance test, which its `ard-schema` audit runs.
import { ConformanceTester } from 'lighthouse/third-party/ard/ard.js';
import { describe, expect, it } from 'vitest';
import { describeAgentCatalog } from '@/domain/agent-catalog';

const SITE = 'https://maya.example/';
const catalog = (ownerName: string) =>
  describeAgentCatalog({
    siteUrl: SITE,
    ownerName,
    lastChanged: new Date('2026-11-01T10:00:00Z'),
  });

function conformance(manifest: unknown) {
  const tester = new ConformanceTester();
  tester.validate_manifest(JSON.stringify(manifest), 'ai-catalog.json');
  return tester;
}

describe('describeAgentCatalog', () => {
  it('passes the conformance test Lighthouse runs, with no error', () => {
    const tester = conformance(catalog('Maya Lindqvist'));
    expect(tester.errors).toEqual([]);
    // The only notes: llms.txt, the sitemap and the page are typed as what they are, which ARD
    // does not list among its discovery types (agents, MCP servers, skills, registries).
    expect(
      tester.warnings.map(({ message }) => /^Media type '([^']+)'/.exec(message)?.[1]),
    ).toEqual(['text/markdown', 'application/xml', 'text/html']);
  });

  it("names the site's llms.txt, sitemap and tools at absolute addresses, under its host", () => {
    const { host, entries } = catalog('Maya Lindqvist');
    expect(host).toEqual({ displayName: 'Maya Lindqvist' });
    expect(entries.map(({ identifier, url }) => [identifier, url])).toEqual([
      ['urn:air:maya.example:portfolio:llms-txt', `${SITE}llms.txt`],
      ['urn:air:maya.example:portfolio:sitemap', `${SITE}sitemap.xml`],
      ['urn:air:maya.example:portfolio:webmcp-tools', SITE],
    ]);
    expect(entries[2]?.capabilities).toEqual([
      'list_projects',
      'get_project',
      'list_posts',
      'get_profile',
      'get_resume',
      'send_message',
    ]);
  });

  it('names the writing and its feed when the owner has published posts', () => {
    const withPosts = describeAgentCatalog({
      siteUrl: SITE,
      ownerName: 'Maya Lindqvist',
      lastChanged: new Date('2026-11-01T10:00:00Z'),
      hasPosts: true,
    });
    expect(
      withPosts.entries.slice(3).map(({ identifier, type, url }) => [identifier, type, url]),
    ).toEqual([
      ['urn:air:maya.example:portfolio:writing', 'text/html', `${SITE}writing`],
      ['urn:air:maya.example:portfolio:feed', 'application/atom+xml', `${SITE}feed.xml`],
    ]);
    expect(conformance(withPosts).errors).toEqual([]);
    expect(catalog('Maya Lindqvist').entries.map(({ url }) => url)).not.toContain(
      `${SITE}feed.xml`,
    );
  });

  it('names the CV and its JSON Resume when the owner has a CV, and passes the same test', () => {
    const withCv = describeAgentCatalog({
      siteUrl: SITE,
      ownerName: 'Maya Lindqvist',
      lastChanged: new Date('2026-11-01T10:00:00Z'),
      hasCv: true,
    });
    expect(
      withCv.entries.slice(3).map(({ identifier, type, url }) => [identifier, type, url]),
    ).toEqual([
      ['urn:air:maya.example:portfolio:cv', 'text/html', `${SITE}cv`],
      ['urn:air:maya.example:portfolio:json-resume', 'application/json', `${SITE}resume.json`],
    ]);
    expect(conformance(withCv).errors).toEqual([]);
    expect(catalog('Maya Lindqvist').entries.map(({ url }) => url)).not.toContain(`${SITE}cv`);
  });

  it('stays valid whatever the owner is called', () => {
    for (const name of ['', '"}], "entries": [', '</script>', 'Ünïcødé 名前']) {
      expect(conformance(catalog(name)).errors, name).toEqual([]);
    }
    expect(catalog('').host.displayName).toBe('Portfolio');
  });

  it('is told apart from an invalid one by the same test', () => {
    const { entries } = catalog('Maya');
    const broken = { specVersion: '1.0', entries: [{ ...entries[0], identifier: 'llms-txt' }] };
    expect(conformance(broken).errors).not.toEqual([]);
  });
});
