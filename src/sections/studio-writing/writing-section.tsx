import { useState } from 'react';
import type { StudioPost } from '@/domain/studio-content';
import { useDeletePost } from '@/queries/studio/post-writes';
import { useStudioContent } from '@/queries/studio/use-studio-content';
import { describeWriteFailure } from '@/queries/studio/write-failure';
import { StudioWaiting } from '@/sections/studio/studio-waiting';
import { LiveUpdatesNotice } from '@/ui/live-updates-notice';
import { LoadError } from '@/ui/load-error';
import { BLANK_POST, draftOf } from './post-draft';
import { PostForm } from './post-form';
import { PostList } from './post-list';
import './studio-writing.css';

const focus = (element: HTMLElement | null) => element?.focus();

type View =
  { kind: 'list'; back: string | 'new' | null } | { kind: 'editor'; opened: StudioPost | null };

/** The owner's posts: the list, newest first with the drafts, and one post's editor in its place. */
export function WritingSection() {
  const { content, retry, retrying } = useStudioContent();
  const posts = content.data?.posts;
  const [view, setView] = useState<View>({ kind: 'list', back: null });
  const [notice, setNotice] = useState('');
  const deletePost = useDeletePost();

  const remove = ({ slug, title }: { slug: string; title: string }) => {
    setView({ kind: 'list', back: 'new' });
    setNotice('');
    deletePost.mutate(
      { slug },
      {
        onSuccess: () => setNotice(`“${title}” was deleted.`),
        onError: (error) =>
          setNotice(
            describeWriteFailure(error).kind === 'refused'
              ? `“${title}” was not deleted: the site refused it (are you still signed in as the owner?).`
              : `“${title}” was not deleted: it could not be written. Try again.`,
          ),
      },
    );
  };

  return (
    <section className="studio-section card" aria-labelledby="studio-writing">
      <h2 id="studio-writing" tabIndex={-1} className="studio-section-title">
        Writing
      </h2>
      {content.isError && posts && (
        <LiveUpdatesNotice subject="the posts" retrying={retrying} onRetry={retry} />
      )}
      {!posts ? (
        content.isError ? (
          <LoadError message="The posts could not be loaded." onRetry={retry} />
        ) : (
          <StudioWaiting text="Loading the posts…" />
        )
      ) : view.kind === 'editor' ? (
        <div className="studio-editor">
          <PostForm
            opened={view.opened}
            initial={view.opened ? draftOf(view.opened) : BLANK_POST}
            posts={posts}
            onDelete={remove}
            onClose={(slug) => setView({ kind: 'list', back: slug ?? 'new' })}
          />
        </div>
      ) : (
        <>
          <p role="status" className="studio-status">
            {notice}
          </p>
          <PostList
            posts={posts}
            focusOn={view.back === 'new' ? null : view.back}
            onEdit={(opened) => {
              setNotice('');
              setView({ kind: 'editor', opened });
            }}
          />
          <button
            ref={view.back === 'new' ? focus : undefined}
            type="button"
            className="button button-primary studio-add"
            onClick={() => {
              setNotice('');
              setView({ kind: 'editor', opened: null });
            }}
          >
            New post
          </button>
        </>
      )}
    </section>
  );
}
