import { AGENT_TOOLS } from './agent-tools';
import { CV_PATH, RESUME_JSON_PATH } from './cv-address';
import { FEED_PATHS, FEED_TYPES } from './feed-address';
import { WRITING_PATH } from './post-address';
import { toSiteAddress } from './site-url';

/** The address agents look for the catalog at (Agentic Resource Discovery). */
export const AGENT_CATALOG_PATH = '/.well-known/ai-catalog.json';

/** Where the build writes the site's description for language models. */
export const LLMS_TXT_PATH = '/llms.txt';

/** One resource in an ARD catalog (`ai-catalog.json`), with the fields this site fills in. */
export interface AgentCatalogEntry {
  /** `urn:air:<publisher>:<namespace>:<name>`: the publisher is the site's host name. */
  identifier: string;
  displayName: string;
  /** The resource's media type. */
  type: string;
  url: string;
  description: string;
  /** Names of the functions the resource offers (a page's WebMCP tools). */
  capabilities?: string[];
  /** Two to five questions the resource answers, for a registry's search. */
  representativeQueries: string[];
  updatedAt?: string;
}

export interface AgentCatalog {
  specVersion: '1.0';
  host: { displayName: string };
  entries: AgentCatalogEntry[];
}

export interface AgentCatalogInput {
  /** The site's origin, as VITE_SITE_URL gives it. */
  siteUrl: string;
  /** Whose site it is: the catalog's host. */
  ownerName: string;
  /** When the content last changed. */
  lastChanged: Date;
  /** The owner's career record has entries: the site has /cv and /resume.json. */
  hasCv?: boolean;
  /** The owner has published posts: the site has /writing and its feeds. */
  hasPosts?: boolean;
}

/**
 * The site's catalog for agents, under the Agentic Resource Discovery spec
 * (https://agenticresourcediscovery.org/spec/): its llms.txt, its sitemap, the home page with
 * its WebMCP tools, with a CV the CV's page and its JSON Resume document, and with posts the
 * list of posts and the Atom feed. Each is typed by its own media type, which ARD does not list among its
 * discovery types (those are for agents, MCP servers and skills): Lighthouse reports that as a
 * low-severity note, not an error.
 */
export function describeAgentCatalog({
  siteUrl,
  ownerName,
  lastChanged,
  hasCv = false,
  hasPosts = false,
}: AgentCatalogInput): AgentCatalog {
  const publisher = new URL(siteUrl).hostname;
  const identifier = (name: string) => `urn:air:${publisher}:portfolio:${name}`;
  const whose = ownerName ? `${ownerName}'s` : 'The';
  return {
    specVersion: '1.0',
    host: { displayName: ownerName || 'Portfolio' },
    entries: [
      {
        identifier: identifier('llms-txt'),
        displayName: `${whose} portfolio for language models (llms.txt)`,
        type: 'text/markdown',
        url: toSiteAddress(siteUrl, LLMS_TXT_PATH),
        description:
          'Who the owner is, every project with its page and a one-line summary, and the ' +
          "owner's profiles, in Markdown.",
        representativeQueries: [
          `What has ${ownerName || 'this developer'} built?`,
          'Which projects are in this portfolio?',
          'Where can I find this developer online?',
        ],
        updatedAt: lastChanged.toISOString(),
      },
      {
        identifier: identifier('sitemap'),
        displayName: `${whose} portfolio's pages (sitemap)`,
        type: 'application/xml',
        url: toSiteAddress(siteUrl, '/sitemap.xml'),
        description: "The address of the home page and of every project's page.",
        representativeQueries: [
          'List every page of this portfolio.',
          "What is the address of each project's page?",
        ],
        updatedAt: lastChanged.toISOString(),
      },
      {
        identifier: identifier('webmcp-tools'),
        displayName: `${whose} portfolio's tools for agents (WebMCP)`,
        type: 'text/html',
        url: siteUrl,
        description:
          'In a browser with WebMCP, the home page offers these tools: list the projects (by ' +
          'tag), read one project or the profile, list the posts (by tag), and fill in the ' +
          'contact form, which the visitor then sends with its Submit button.',
        capabilities: AGENT_TOOLS.map(({ name }) => name),
        representativeQueries: [
          "List this developer's projects with a given tag.",
          'Send this developer a message.',
        ],
      },
      ...(hasCv ? describeCv(siteUrl, identifier, whose, lastChanged) : []),
      ...(hasPosts ? describeWriting(siteUrl, identifier, whose, lastChanged) : []),
    ],
  };
}

/** The writing's entries: the list of posts, and its Atom feed with every post in full. */
function describeWriting(
  siteUrl: string,
  identifier: (name: string) => string,
  whose: string,
  lastChanged: Date,
): AgentCatalogEntry[] {
  const representativeQueries = [
    'What has this developer written?',
    'Which posts has this developer published on a topic?',
  ];
  return [
    {
      identifier: identifier('writing'),
      displayName: `${whose} writing`,
      type: 'text/html',
      url: toSiteAddress(siteUrl, WRITING_PATH),
      description:
        "The owner's published posts, newest first, each with its summary, date, tags and page.",
      representativeQueries,
      updatedAt: lastChanged.toISOString(),
    },
    {
      identifier: identifier('feed'),
      displayName: `${whose} writing (Atom feed)`,
      type: FEED_TYPES.atom,
      url: toSiteAddress(siteUrl, FEED_PATHS.atom),
      description:
        'Every published post in full (its body as HTML), newest first, with its dates and ' +
        `tags; the same as JSON Feed 1.1 at ${toSiteAddress(siteUrl, FEED_PATHS.json)}.`,
      representativeQueries,
      updatedAt: lastChanged.toISOString(),
    },
  ];
}

/** The CV's entries: its page, and the same record as a JSON Resume document. */
function describeCv(
  siteUrl: string,
  identifier: (name: string) => string,
  whose: string,
  lastChanged: Date,
): AgentCatalogEntry[] {
  const representativeQueries = [
    'Where has this developer worked, and when?',
    'What did this developer study?',
    'Which skills and languages does this developer have?',
  ];
  return [
    {
      identifier: identifier('cv'),
      displayName: `${whose} CV`,
      type: 'text/html',
      url: toSiteAddress(siteUrl, CV_PATH),
      description:
        "The owner's CV as a page: work, education, skills, languages, certificates and more, " +
        'with dates; printable, and with a PDF of it.',
      representativeQueries,
      updatedAt: lastChanged.toISOString(),
    },
    {
      identifier: identifier('json-resume'),
      displayName: `${whose} CV (JSON Resume)`,
      type: 'application/json',
      url: toSiteAddress(siteUrl, RESUME_JSON_PATH),
      description:
        "The same record as a JSON Resume document (jsonresume.org/schema): the owner's basics, " +
        'work, education, skills, languages, certificates and projects.',
      representativeQueries,
      updatedAt: lastChanged.toISOString(),
    },
  ];
}
