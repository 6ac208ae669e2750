import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { WRITING_PATH } from '@/domain/post-address';
import { ALL_TAGS } from '@/domain/project-tags';
import { postQueries } from '@/queries/post-queries';
import { useRepository } from '@/queries/repository-context';
import { useProfile } from '@/queries/use-profile';
import { PostList } from '@/sections/writing/post-list';
import { usePageLanguage } from '@/ui/page-language';
import { Skeleton } from '@/ui/skeleton';
import { useHydrated } from '@/ui/use-hydrated';
import { NotFoundPage } from './not-found-page';
import { SiteFrame } from './site-frame';
import { useWritingMetadata } from './use-document-metadata';
import '@/sections/writing/writing.css';

const route = getRouteApi(WRITING_PATH);

/**
 * The owner's posts, newest first, as the last build read them; `?tag=` filters them as the
 * home page's list is filtered. Without a published post there is no list, and no page.
 */
function WritingPage() {
  const posts = useQuery(postQueries.list(usePageLanguage(), useRepository())).data;
  useWritingMetadata(useProfile(usePageLanguage()).profile);
  const addressTag = route.useSearch({ select: (search) => search.tag }) ?? ALL_TAGS;
  const navigate = route.useNavigate();
  // The build rendered the list unfiltered for every address: hydration renders the same, and
  // the address's tag applies once the page runs.
  const tag = useHydrated() ? addressTag : ALL_TAGS;
  const chooseTag = (chosen: string) =>
    void navigate({
      search: (search) => ({ ...search, tag: chosen === ALL_TAGS ? undefined : chosen }),
      replace: true,
      resetScroll: false,
    });
  if (posts?.length === 0) return <NotFoundPage />;

  return (
    <SiteFrame>
      <main className="writing-page">
        <h1 className="section-title">{t`Writing`}</h1>
        {posts === undefined ? (
          <div aria-busy="true" aria-label={t`Loading the posts`}>
            <Skeleton className="post-list-skeleton" />
          </div>
        ) : (
          <PostList posts={posts} tag={tag} onTagChange={chooseTag} />
        )}
      </main>
    </SiteFrame>
  );
}

export const writingPageRoute = createLazyRoute(WRITING_PATH)({ component: WritingPage });
