import { FEED_PATHS } from './feed-address';
import { localizeProject } from './localize-content';
import type { Post } from './post';
import { postPath, WRITING_PATH } from './post-address';
import { localizePost } from './post-summary';
import { CV_PATH, CV_PDF_PATH, RESUME_JSON_PATH } from './cv-address';
import { toMarkdownDestination, toMarkdownLine } from './markdown-text';
import { toOneLine } from './one-line';
import { ENGLISH_PAGE_WORDS, SITE_METADATA, UNTITLED_PROJECT } from './page-metadata';
import type { Project } from './project';
import { projectPath } from './project-address';
import { toSafeHref } from './safe-link';
import {
  LANGUAGE_NAMES,
  localizedPath,
  SOURCE_LANGUAGE,
  type SiteLanguage,
  type SiteLanguages,
} from './site-languages';
import { toSiteAddress } from './site-url';
import { PROFILE_LINK_FIELDS, SOCIAL_NETWORK_NAMES, type UserProfile } from './user-profile';

const PROFILE_LABELS: Record<(typeof PROFILE_LINK_FIELDS)[number], string> = {
  ...SOCIAL_NETWORK_NAMES,
  resume: 'Résumé',
};

function link(text: string, href: string): string {
  return `[${toMarkdownLine(text)}](${toMarkdownDestination(href)})`;
}

/** The owner's profiles as links: https only, whatever the page itself accepts. */
function profileLinks(user: UserProfile): string[] {
  return PROFILE_LINK_FIELDS.flatMap((network) => {
    const href = toSafeHref(user[network]);
    return href.startsWith('https://') ? [`- ${link(PROFILE_LABELS[network], href)}`] : [];
  });
}

/** The CV in its three forms, when the owner has one. */
function cvLines(siteUrl: string): string[] {
  return [
    '## CV',
    '',
    `- ${link('CV', toSiteAddress(siteUrl, CV_PATH))}: work, education, skills and more, as a page.`,
    `- ${link('CV as PDF', toSiteAddress(siteUrl, CV_PDF_PATH))}`,
    `- ${link('JSON Resume', toSiteAddress(siteUrl, RESUME_JSON_PATH))}: the same record as a ` +
      'JSON Resume document (jsonresume.org/schema).',
    '',
  ];
}

/** A post's title, or the page's word for none. */
const postTitle = (title: string) => title || ENGLISH_PAGE_WORDS.untitledPost;

/** The published posts, newest first, each with its page, date and one line; and the feeds. */
function writingLines(posts: readonly Post[], siteUrl: string): string[] {
  if (posts.length === 0) return [];
  return [
    '## Writing',
    '',
    `${link('All posts', toSiteAddress(siteUrl, WRITING_PATH))}, newest first; each post reads ` +
      `in full on its page, and in the feeds: ${link('Atom', toSiteAddress(siteUrl, FEED_PATHS.atom))}, ` +
      `${link('JSON Feed', toSiteAddress(siteUrl, FEED_PATHS.json))}.`,
    '',
    ...posts.map((post) => {
      const item = `- ${link(postTitle(post.title), toSiteAddress(siteUrl, postPath(post.slug)))}`;
      const date = post.publishedAt ? ` (${post.publishedAt.slice(0, 10)})` : '';
      const summary = toOneLine(post.summary);
      return summary ? `${item}${date}: ${toMarkdownLine(summary)}` : `${item}${date}`;
    }),
    '',
  ];
}

/**
 * The site's pages in each of its other languages, at their own addresses: the home page, the CV
 * and its files, and each project, named by its title in that language.
 */
function otherLanguageLines(
  projects: readonly Project[],
  siteUrl: string,
  site: SiteLanguages,
  hasCv: boolean,
  posts: readonly Post[],
): string[] {
  const others = site.all.filter((language) => language !== site.default);
  if (others.length === 0) return [];
  const address = (path: string, language: SiteLanguage) =>
    toSiteAddress(siteUrl, localizedPath(path, language, site));
  return [
    '## Other languages',
    '',
    `The pages above are in ${LANGUAGE_NAMES[site.default]}; each is also in the site's other ` +
      'languages, at its own address.',
    '',
    ...others.flatMap((language) => [
      `### ${LANGUAGE_NAMES[language]} (${language})`,
      '',
      `- ${link('Home page', address('/', language))}`,
      ...(hasCv
        ? [
            `- ${link('CV', address(CV_PATH, language))}`,
            `- ${link('CV as PDF', address(CV_PDF_PATH, language))}`,
            `- ${link('JSON Resume', address(RESUME_JSON_PATH, language))}`,
          ]
        : []),
      ...projects.map(
        (project) =>
          `- ${link(localizeProject(project, language, site).title || UNTITLED_PROJECT, address(projectPath(project.id), language))}`,
      ),
      ...(posts.length > 0
        ? [
            `- ${link('Writing', address(WRITING_PATH, language))} (feeds: ` +
              `${link('Atom', address(FEED_PATHS.atom, language))}, ` +
              `${link('JSON Feed', address(FEED_PATHS.json, language))})`,
          ]
        : []),
      ...posts.map(
        (post) =>
          `- ${link(postTitle(localizePost(post, language, site).title), address(postPath(post.slug), language))}`,
      ),
      '',
    ]),
  ];
}

/**
 * The site as llms.txt (https://llmstxt.org/) describes it for language models: the owner's name
 * as its one heading, the bio as its summary, every project with its page's address and one line,
 * the CV when there is one, the published posts and their feeds, and the owner's profiles. Every piece of owner-written text is escaped
 * (toMarkdownLine), so no content can add a heading, a section or a link of its own. A site in
 * more than one language lists each other language's pages too.
 */
export function renderLlmsTxt(
  user: UserProfile,
  projects: readonly Project[],
  siteUrl: string,
  {
    hasCv = false,
    site = { default: SOURCE_LANGUAGE, all: [SOURCE_LANGUAGE] },
    posts = [],
  }: {
    hasCv?: boolean;
    site?: SiteLanguages;
    /** The published posts, newest first. */
    posts?: readonly Post[];
  } = {},
): string {
  const name = user.name || SITE_METADATA.title;
  const bio = user.bio.trim() ? [`> ${toMarkdownLine(user.bio)}`, ''] : [];
  const projectLines = projects.map((project) => {
    const summary = toOneLine(project.description);
    const item = `- ${link(project.title || UNTITLED_PROJECT, toSiteAddress(siteUrl, projectPath(project.id)))}`;
    return summary ? `${item}: ${toMarkdownLine(summary)}` : item;
  });
  const profiles = profileLinks(user);
  return [
    `# ${toMarkdownLine(name)}`,
    '',
    ...bio,
    `${link('Home page', siteUrl)}: the introduction, every project and a contact form.`,
    '',
    'In a browser with WebMCP, the home page offers agents tools: list_projects, get_project, ' +
      `${posts.length > 0 ? 'list_posts, ' : ''}get_profile, ${hasCv ? 'get_resume, ' : ''}` +
      'and send_message, which fills in the contact form for the visitor to send.',
    '',
    ...(hasCv ? cvLines(siteUrl) : []),
    '## Projects',
    '',
    ...(projectLines.length > 0 ? projectLines : ['No projects are published yet.']),
    '',
    ...writingLines(posts, siteUrl),
    ...(profiles.length > 0 ? ['## Profiles', '', ...profiles, ''] : []),
    ...otherLanguageLines(projects, siteUrl, site, hasCv, posts),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}
