import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi, Link } from '@tanstack/react-router';
import { POST_ROUTE, WRITING_PATH } from '@/domain/post-address';
import { postQueries } from '@/queries/post-queries';
import { useRepository } from '@/queries/repository-context';
import { useProfile } from '@/queries/use-profile';
import { PostArticle } from '@/sections/writing/post-article';
import { usePageLanguage } from '@/ui/page-language';
import { Skeleton } from '@/ui/skeleton';
import { NotFoundPage } from './not-found-page';
import { SiteFrame } from './site-frame';
import { usePostMetadata } from './use-document-metadata';
import '@/sections/writing/writing.css';

const route = getRouteApi(POST_ROUTE);

/**
 * One post's page, as the last build rendered it: the body's HTML came with the page. A slug no
 * published post has (a draft's too) is the not-found page.
 */
function PostPage() {
  const { slug } = route.useParams();
  const query = useQuery(postQueries.page(slug, usePageLanguage(), useRepository()));
  const post = query.data;
  usePostMetadata(post, useProfile(usePageLanguage()).profile);
  if (post === null) return <NotFoundPage />;

  return (
    <SiteFrame>
      <main className="post-page">
        <Link
          to={WRITING_PATH}
          reloadDocument
          activeOptions={{ exact: true }}
          className="post-back"
        >
          {t`All posts`}
        </Link>
        {post === undefined ? (
          <div aria-busy="true" aria-label={t`Loading the post`}>
            <Skeleton className="post-skeleton" />
          </div>
        ) : (
          <PostArticle post={post} />
        )}
      </main>
    </SiteFrame>
  );
}

export const postPageRoute = createLazyRoute(POST_ROUTE)({ component: PostPage });
