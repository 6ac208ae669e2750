import { t } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { POST_ROUTE } from '@/domain/post-address';
import type { PostSummary } from '@/domain/post-summary';
import { PostFacts } from './post-facts';

/**
 * A post in a list: its title as a link to its page (a document load, as every way into the
 * writing: its pages are the build's), its date and reading time, its summary. The heading's
 * level is the list's: h2 on `/writing`, h3 under the home page's Writing section.
 */
export function PostItemHead({
  post,
  heading: Heading,
  id,
}: {
  post: PostSummary;
  heading: 'h2' | 'h3';
  id?: string;
}) {
  return (
    <>
      <Heading className="post-item-title" id={id}>
        <Link
          to={POST_ROUTE}
          params={{ slug: post.slug }}
          reloadDocument
          lang={post.textLanguage.title}
        >
          {post.title || t`Untitled post`}
        </Link>
      </Heading>
      <PostFacts publishedAt={post.publishedAt} minutes={post.minutes} />
      {post.summary && (
        <p className="post-item-summary" lang={post.textLanguage.summary}>
          {post.summary}
        </p>
      )}
    </>
  );
}
