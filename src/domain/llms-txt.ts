import { localizeProject } from './localize-content';
import { CV_PATH, CV_PDF_PATH, RESUME_JSON_PATH } from './cv-address';
import { toMarkdownDestination, toMarkdownLine } from './markdown-text';
import { toOneLine } from './one-line';
import { SITE_METADATA, UNTITLED_PROJECT } from './page-metadata';
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

/**
 * The site's pages in each of its other languages, at their own addresses: the home page, the CV
 * and its files, and each project, named by its title in that language.
 */
function otherLanguageLines(
  projects: readonly Project[],
  siteUrl: string,
  site: SiteLanguages,
  hasCv: boolean,
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
      '',
    ]),
  ];
}

/**
 * The site as llms.txt (https://llmstxt.org/) describes it for language models: the owner's name
 * as its one heading, the bio as its summary, every project with its page's address and one line,
 * the CV when there is one, and the owner's profiles. Every piece of owner-written text is escaped
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
  }: { hasCv?: boolean; site?: SiteLanguages } = {},
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
      `get_profile, ${hasCv ? 'get_resume, ' : ''}and send_message, which fills in the contact ` +
      'form for the visitor to send.',
    '',
    ...(hasCv ? cvLines(siteUrl) : []),
    '## Projects',
    '',
    ...(projectLines.length > 0 ? projectLines : ['No projects are published yet.']),
    ...(profiles.length > 0 ? ['', '## Profiles', '', ...profiles] : []),
    '',
    ...otherLanguageLines(projects, siteUrl, site, hasCv),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}
