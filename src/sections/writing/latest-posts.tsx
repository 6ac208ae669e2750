import { t } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { WRITING_PATH } from '@/domain/post-address';
import type { PostSummary } from '@/domain/post-summary';
import { PostItemHead } from './post-item-head';
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
            <PostItemHead post={post} heading="h3" />
          </li>
        ))}
      </ul>
      <Link to={WRITING_PATH} reloadDocument className="button button-outlined latest-posts-all">
        {t`All posts`}
      </Link>
    </section>
  );
}
