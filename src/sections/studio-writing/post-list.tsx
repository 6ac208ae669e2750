import type { StudioPost } from '@/domain/studio-content';

const focus = (element: HTMLElement | null) => element?.focus();

const showDay = (value: string) =>
  new Date(value).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

interface PostListProps {
  posts: readonly StudioPost[];
  /** The post whose Edit takes focus: the one just closed. */
  focusOn: string | null;
  onEdit: (post: StudioPost) => void;
}

/** The posts, newest first: each one's title, and whether it is a draft or since when public. */
export function PostList({ posts, focusOn, onEdit }: PostListProps) {
  if (posts.length === 0) return <p>No posts yet.</p>;
  return (
    <ul className="studio-post-list" aria-label="Posts, newest first">
      {posts.map((post) => {
        const title = post.fields.title.trim() || post.slug;
        return (
          <li key={post.slug} className="studio-post-row">
            <div>
              <strong>{title}</strong>
              <p className="field-hint">
                {post.fields.draft ? (
                  <span className="chip studio-post-draft">Draft</span>
                ) : post.fields.publishedAt ? (
                  <>
                    Published{' '}
                    <time dateTime={post.fields.publishedAt}>
                      {showDay(post.fields.publishedAt)}
                    </time>
                  </>
                ) : (
                  'Published'
                )}
              </p>
            </div>
            <button
              ref={focusOn === post.slug ? focus : undefined}
              type="button"
              className="button button-outlined"
              aria-label={`Edit “${title}”`}
              onClick={() => onEdit(post)}
            >
              Edit
            </button>
          </li>
        );
      })}
    </ul>
  );
}
