import type { AgentToolName } from '@/domain/agent-tools';
import { contactFormSchema, type ContactFormValues } from '@/domain/contact-message';
import { CV_PATH, CV_PDF_PATH, hasCv, RESUME_JSON_PATH } from '@/domain/cv-address';
import { toOneLine } from '@/domain/one-line';
import type { Project } from '@/domain/project';
import { postPath } from '@/domain/post-address';
import { postTags } from '@/domain/post-summary';
import { projectPath } from '@/domain/project-address';
import { listTags } from '@/domain/project-tags';
import { PROFILE_LINK_FIELDS } from '@/domain/user-profile';
import { z } from '@/domain/zod';
import type { AgentReads } from '@/queries/agent-reads';
import type { ContactFill } from '@/sections/contact/fill-contact-form';

/** A tool's answer as WebMCP carries it: text (JSON for data), marked as an error or not. */
export interface AgentToolResult {
  content: [{ type: 'text'; text: string }];
  isError?: true;
}

export interface AgentToolContext {
  reads: AgentReads;
  /** The page's origin, for the projects' addresses. */
  origin: string;
  /** A page's path in the page's language (`/cv` → `/fr/cv`); by default the path itself. */
  pagePath?: (path: string) => string;
  fillContactForm: (values: ContactFormValues) => Promise<ContactFill>;
}

const answer = (data: unknown): AgentToolResult => ({
  content: [{ type: 'text', text: typeof data === 'string' ? data : JSON.stringify(data) }],
});
const refuse = (text: string): AgentToolResult => ({
  content: [{ type: 'text', text }],
  isError: true,
});

const listInput = z.strictObject({ tag: z.optional(z.string()) });
const projectInput = z.strictObject({ id: z.string() });
const noInput = z.strictObject({});

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  keys?: string[];
}

/** What one problem zod found means, in words (zod mini's own messages say "Invalid input"). */
function describeIssue({ code, path, message, expected, keys }: Issue): string {
  const where = path.length > 0 ? `${path.join('.')}: ` : '';
  if (code === 'unrecognized_keys') return `${where}unknown input ${keys?.join(', ') ?? ''}`;
  if (code === 'invalid_type') return `${where}expected ${expected ?? 'another type'}`;
  return `${where}${message}`;
}

/** Each problem zod found, on one line: "email: Please enter a valid email address, …". */
const describeIssues = (issues: readonly Issue[]) => issues.map(describeIssue).join('; ');

const FILL_PROBLEMS: Record<Exclude<ContactFill, 'filled'>, string> = {
  'no-form':
    'The contact form is not on this page (it is on the home page, under "Get in touch"), or a ' +
    'message has just been sent from it.',
  'not-ready': 'The page is still starting: the contact form takes input once it has loaded.',
  'not-accepted': 'The contact form did not accept the message. Nothing was sent.',
};

/**
 * The page's WebMCP tools (src/domain/agent-tools.ts names them), each answering from what the
 * page shows. A tool never throws: bad input, an unknown tag or id, or a failure is an error
 * result that says what went wrong.
 */
export function createAgentToolHandlers({
  reads,
  origin,
  pagePath = (path) => path,
  fillContactForm,
}: AgentToolContext) {
  const address = (project: Project) => `${origin}${pagePath(projectPath(project.id))}`;
  const handlers: Record<AgentToolName, (input: unknown) => Promise<AgentToolResult>> = {
    async list_projects(input) {
      const parsed = listInput.safeParse(input ?? {});
      if (!parsed.success) return refuse(describeIssues(parsed.error.issues));
      const projects = await reads.projects();
      const { tag } = parsed.data;
      const tags = listTags(projects);
      if (tag !== undefined && !tags.includes(tag)) {
        return refuse(
          `No project has the tag ${JSON.stringify(tag)}. The tags: ${tags.join(', ')}.`,
        );
      }
      return answer(
        projects
          .filter((project) => tag === undefined || project.tags.includes(tag))
          .map((project) => ({
            id: project.id,
            title: project.title,
            tags: project.tags,
            summary: toOneLine(project.description),
            address: address(project),
          })),
      );
    },

    async get_project(input) {
      const parsed = projectInput.safeParse(input);
      if (!parsed.success) return refuse(describeIssues(parsed.error.issues));
      const project = (await reads.projects()).find(({ id }) => id === parsed.data.id);
      if (!project) {
        return refuse(
          `No project has the id ${JSON.stringify(parsed.data.id)}: list_projects gives each one's id.`,
        );
      }
      const { id, title, tags, description, githubLink, projectLink, appStoreLink } = project;
      const links = { github: githubLink, googlePlay: projectLink, appStore: appStoreLink };
      return answer({
        id,
        title,
        tags,
        description,
        links: Object.fromEntries(Object.entries(links).filter(([, link]) => link !== '')),
        address: address(project),
      });
    },

    async list_posts(input) {
      const parsed = listInput.safeParse(input ?? {});
      if (!parsed.success) return refuse(describeIssues(parsed.error.issues));
      const posts = await reads.posts();
      const { tag } = parsed.data;
      const tags = postTags(posts);
      if (posts.length === 0) return refuse('The site owner has not published any post.');
      if (tag !== undefined && !tags.includes(tag)) {
        return refuse(`No post has the tag ${JSON.stringify(tag)}. The tags: ${tags.join(', ')}.`);
      }
      return answer(
        posts
          .filter((post) => tag === undefined || post.tags.includes(tag))
          .map((post) => ({
            title: post.title,
            summary: toOneLine(post.summary),
            publishedAt: post.publishedAt,
            tags: post.tags,
            address: `${origin}${pagePath(postPath(post.slug))}`,
          })),
      );
    },

    async get_profile(input) {
      const parsed = noInput.safeParse(input ?? {});
      if (!parsed.success) return refuse(describeIssues(parsed.error.issues));
      const profile = await reads.profile();
      if (!profile) return refuse('The site has no profile yet.');
      const links = PROFILE_LINK_FIELDS.filter((network) => profile[network] !== '').map(
        (network) => [network, profile[network]],
      );
      return answer({ name: profile.name, bio: profile.bio, links: Object.fromEntries(links) });
    },

    async get_resume(input) {
      const parsed = noInput.safeParse(input ?? {});
      if (!parsed.success) return refuse(describeIssues(parsed.error.issues));
      const resume = await reads.resume();
      if (!hasCv(resume)) return refuse('The site owner has not published a CV.');
      const sections = Object.entries(resume).filter(([, entries]) => entries.length > 0);
      return answer({
        ...Object.fromEntries(
          sections.map(([section, entries]) => [section, entries.map(({ fields }) => fields)]),
        ),
        addresses: {
          page: `${origin}${pagePath(CV_PATH)}`,
          pdf: `${origin}${pagePath(CV_PDF_PATH)}`,
          jsonResume: `${origin}${pagePath(RESUME_JSON_PATH)}`,
        },
      });
    },

    async send_message(input) {
      const parsed = contactFormSchema.safeParse(input);
      if (!parsed.success) {
        return refuse(`The message was not sent: ${describeIssues(parsed.error.issues)}.`);
      }
      const filled = await fillContactForm(parsed.data);
      if (filled !== 'filled') return refuse(FILL_PROBLEMS[filled]);
      return answer(
        'The contact form on the page is filled in with this message and waits for the visitor: ' +
          'nothing is sent until they check it and press Submit.',
      );
    },
  };
  // An exception would reach the agent as "the invocation failed", saying nothing of why.
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handle]) => [
      name,
      (input: unknown) =>
        handle(input).catch((error: unknown) =>
          refuse(`${name} failed: ${error instanceof Error ? error.message : String(error)}`),
        ),
    ]),
  ) as typeof handlers;
}
