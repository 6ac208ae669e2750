import { Link } from '@tanstack/react-router';
import { useInbox } from '@/queries/studio/use-inbox';
import { useOwnerAccount } from '@/queries/studio/use-owner-account';
import { useStudioContent } from '@/queries/studio/use-studio-content';
import { LANGUAGE_NAMES, siteLanguagesOf } from '@/domain/site-languages';
import type { StudioPost } from '@/domain/studio-content';
import { studioResumeEntries, type StudioResume } from '@/domain/studio-resume';
import { TranslationsOverview } from '@/sections/studio-languages/translations-overview';
import { PublishPanel } from './publish-panel';
import { SignOutButton } from './sign-out-button';
import { STUDIO_PARTS } from './studio-parts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const writingSummary = (posts: readonly StudioPost[]) => {
  const drafts = posts.filter(({ fields }) => fields.draft).length;
  return posts.length === 0
    ? 'No posts yet: write your first.'
    : `${count(posts.length - drafts, 'post', 'posts')} published, ${count(drafts, 'draft', 'drafts')}.`;
};

const careerSummary = (resume: StudioResume) => {
  const entries = studioResumeEntries(resume).length;
  return entries === 0
    ? 'No career entries yet: your work, studies and skills, for your CV.'
    : `${count(entries, 'entry', 'entries')} of work, studies and skills, for your CV.`;
};

/** What each part holds now, in a line: what the owner would open it for. */
function useSummaries(): Record<(typeof STUDIO_PARTS)[number]['to'], string> {
  const { content } = useStudioContent();
  const messages = useInbox().query.data;
  const name = content.data?.profile.fields.name.trim();
  const unhandled = messages?.filter(({ handled }) => !handled).length;
  return {
    '/studio': '',
    '/studio/profile': !content.data
      ? 'Your name, bio, photo and links.'
      : name
        ? `${name}: your bio, photo and links.`
        : 'No name yet: visitors see no introduction.',
    '/studio/projects': content.data
      ? `${count(content.data.projects.length, 'project', 'projects')}, in the order visitors see them.`
      : 'Add, edit, reorder and delete projects.',
    '/studio/career': content.data
      ? careerSummary(content.data.resume)
      : 'Your work, studies and skills, for your CV.',
    '/studio/writing': content.data
      ? writingSummary(content.data.posts)
      : 'Posts in Markdown: write, preview and publish.',
    '/studio/languages': content.data
      ? `Your site is in ${siteLanguagesOf(content.data.profile.fields.languages)
          .all.map((language) => LANGUAGE_NAMES[language])
          .join(', ')}.`
      : 'Which languages your site is in, and which is the default.',
    '/studio/translations': 'Your texts in each of your site’s other languages, side by side.',
    '/studio/messages':
      messages === undefined
        ? 'What visitors send from the contact form.'
        : messages.length === 0
          ? 'No messages yet.'
          : unhandled
            ? `${count(unhandled, 'message', 'messages')} not handled yet.`
            : 'Every message handled.',
    '/studio/content': 'Everything as one file: save a copy, or put one in.',
  };
}

/** The studio's first screen: who is signed in, what saving does, and each part in a line. */
export function StudioOverview() {
  const account = useOwnerAccount();
  const summaries = useSummaries();
  const { content } = useStudioContent();
  return (
    <>
      <section className="studio-screen studio-account card" aria-labelledby="studio-owner">
        <h2 id="studio-owner" tabIndex={-1} className="studio-screen-title">
          Your site
        </h2>
        {account && (
          <p>
            Signed in as <strong>{account.email ?? account.name ?? 'the owner'}</strong>.
          </p>
        )}
        <SignOutButton />
      </section>
      <PublishPanel />
      <ul className="studio-overview" aria-label="The studio’s parts">
        {STUDIO_PARTS.filter(({ to }) => to !== '/studio').map(({ to, label }) => (
          <li key={to} className="studio-overview-part card">
            <Link to={to} className="studio-overview-link">
              {label}
            </Link>
            <p>{summaries[to]}</p>
            {to === '/studio/translations' && content.data && (
              <TranslationsOverview content={content.data} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
