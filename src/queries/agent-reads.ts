import type { QueryClient } from '@tanstack/react-query';
import {
  readPostsOnce,
  readProjectsOnce,
  readResumeOnce,
  type PortfolioRepository,
} from '@/data/portfolio-repository';
import {
  localizeProfile,
  localizeProjects,
  localizeResume,
  type ContentLanguage,
} from '@/domain/localize-content';
import { publishedPostsNewestFirst } from '@/domain/post-order';
import { localizePost, type PostSummary } from '@/domain/post-summary';
import type { Project } from '@/domain/project';
import { SOURCE_LANGUAGE } from '@/domain/site-languages';
import type { Resume } from '@/domain/resume';
import type { UserProfile } from '@/domain/user-profile';
import { portfolioQueries } from './portfolio-queries';
import { postQueries } from './post-queries';

/**
 * What an agent is told, read as the page shows it: from the query cache the page renders (which
 * the projects' listener keeps live), through the repository only for what the page has not
 * read (the whole list, or the career record, on a project's page); in the page's language,
 * each text without a translation in the default language's (another language's page holds in
 * its cache only the texts it shows: kept-translations.ts).
 */
export interface AgentReads {
  profile(): Promise<UserProfile | null>;
  projects(): Promise<readonly Project[]>;
  resume(): Promise<Resume>;
  /** The published posts, newest first, in the page's language. */
  posts(): Promise<readonly PostListing[]>;
}

/** What an agent is told of a post in a list. */
export type PostListing = Pick<PostSummary, 'slug' | 'title' | 'summary' | 'tags' | 'publishedAt'>;

const ONE_LANGUAGE: ContentLanguage = {
  language: SOURCE_LANGUAGE,
  site: { default: SOURCE_LANGUAGE, all: [SOURCE_LANGUAGE] },
};

export function createAgentReads(
  queryClient: QueryClient,
  repository: PortfolioRepository,
  page?: ContentLanguage,
): AgentReads {
  const inOtherLanguage = page && page.language !== page.site.default ? page : undefined;
  const { language: postLanguage, site: postSite } = page ?? ONE_LANGUAGE;
  // The list the build gave `/writing` in the page's language; elsewhere the published posts,
  // localized as that list is.
  const posts = async (): Promise<readonly PostListing[]> =>
    queryClient.getQueryData(postQueries.list(page ?? ONE_LANGUAGE).queryKey) ??
    publishedPostsNewestFirst(await readPostsOnce(repository)).map((post) =>
      localizePost(post, postLanguage, postSite),
    );
  const read = {
    profile: () => queryClient.ensureQueryData(portfolioQueries.user(repository)),
    projects: () => {
      const shown = queryClient.getQueryData(portfolioQueries.projects().queryKey);
      return shown ? Promise.resolve(shown) : readProjectsOnce(repository);
    },
    resume: () => {
      const shown = queryClient.getQueryData(portfolioQueries.resume().queryKey);
      return shown ? Promise.resolve(shown) : readResumeOnce(repository);
    },
    posts,
  };
  if (!inOtherLanguage) return read;
  const { language, site } = inOtherLanguage;
  return {
    profile: async () => {
      const profile = await read.profile();
      return profile && localizeProfile(profile, language, site);
    },
    projects: async () => localizeProjects(await read.projects(), language, site),
    resume: async () => localizeResume(await read.resume(), language, site),
    posts,
  };
}
