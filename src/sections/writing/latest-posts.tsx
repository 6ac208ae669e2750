import { t } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { POST_ROUTE, WRITING_PATH } from '@/domain/post-address';
import type { PostSummary } from '@/domain/post-summary';
import { PostFacts } from './post-facts';
import './writing.css';

/**
 * The home page's latest posts: each one's title as a link to its page, its date and summary,
 * and a link to them all. The home page shows it only when there are posts.
 */
export function LatestPosts({ posts }: { posts: readonly PostSummary[] }) {
  return (
    <section id="writing" className="latest-posts" aria-labelledby="writing-title">
      <h2 id="writing-title" className="section-title">
        {t`Writing`}
      </h2>
      <ul className="post-list">
        {posts.map((post) => (
          // Not an <article> each: the home page's articles are its projects' cards.
          <li key={post.slug} className="post-item">
            <h3 className="post-item-title">
              <Link
                to={POST_ROUTE}
                params={{ slug: post.slug }}
                reloadDocument
                lang={post.textLanguage.title}
              >
                {post.title || t`Untitled post`}
              </Link>
            </h3>
            <PostFacts publishedAt={post.publishedAt} minutes={post.minutes} />
            {post.summary && (
              <p className="post-item-summary" lang={post.textLanguage.summary}>
                {post.summary}
              </p>
            )}
          </li>
        ))}
      </ul>
      <Link to={WRITING_PATH} reloadDocument className="button button-outlined latest-posts-all">
        {t`All posts`}
      </Link>
    </section>
  );
}
