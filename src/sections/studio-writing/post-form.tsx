import { useId, useMemo, useState } from 'react';
import { POST_LIMITS } from '@/domain/post';
import type { StudioPost } from '@/domain/studio-content';
import { useSavePost } from '@/queries/studio/post-writes';
import { ConfirmDialog } from '@/sections/studio/confirm-dialog';
import { ConflictView } from '@/sections/studio/conflict-view';
import { listDifferences } from '@/sections/studio/differences';
import { uniqueIdFromTitle } from '@/sections/studio/project-id';
import { StudioField } from '@/sections/studio/studio-field';
import { useUnsavedChanges } from '@/sections/studio/unsaved-changes';
import { MarkdownPreview } from './markdown-preview';
import { PostDates } from './post-dates';
import { draftOf, fieldsOf, findPostProblems, type PostDraft } from './post-draft';
import { PostSaveStatus } from './post-save-status';
import { usePostAutosave } from './use-post-autosave';

const focus = (element: HTMLElement | null) => element?.focus();

const LABELS = {
  title: 'Title',
  slug: 'Address',
  summary: 'Summary',
  tags: 'Tags',
  cover: 'Cover image',
  body: 'Text (Markdown)',
} as const;

interface PostFormProps {
  /** The post when the editor opened; null for a new one. */
  opened: StudioPost | null;
  initial: PostDraft;
  /** Every post as stored now. */
  posts: readonly StudioPost[];
  onDelete: (post: { slug: string; title: string }) => void;
  /**
   * Back to the list, with the post's address once it is stored (a conflict's "Discard my
   * draft" too, for a post deleted elsewhere: null).
   */
  onClose: (slug: string | null) => void;
}

/**
 * One post's editor, in place of the list: its fields, saved as typed, the body's preview beside
 * it, and Publish, Unpublish and Delete.
 */
export function PostForm(props: PostFormProps) {
  const { opened, initial, posts, onDelete, onClose } = props;
  const savePost = useSavePost();
  const { confirmLeave } = useUnsavedChanges();
  const [slugEdited, setSlugEdited] = useState(opened !== null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const previewId = useId();
  const taken = useMemo(
    () => new Set(posts.filter(({ slug }) => slug !== opened?.slug).map(({ slug }) => slug)),
    [posts, opened?.slug],
  );
  const [ownSlug, setOwnSlug] = useState(opened?.slug ?? null);
  const stored = posts.find(({ slug }) => slug === ownSlug) ?? null;
  // Before its first save, no other post is this one.
  const others = useMemo(
    () => (ownSlug ? new Set([...taken].filter((slug) => slug !== ownSlug)) : taken),
    [taken, ownSlug],
  );
  const autosave = usePostAutosave({
    opened,
    initial,
    stored,
    valid: (draft) => Object.keys(findPostProblems(draft, others)).length === 0,
    write: (draft, readVersion) => {
      // An edit of a published post says when it was last changed; publishing it says when.
      const edited = !draft.draft && stored?.fields.draft === false;
      const stamped = edited ? { ...draft, updatedAt: new Date().toISOString() } : draft;
      setOwnSlug(draft.slug);
      return savePost.mutateAsync({
        post: { slug: draft.slug, fields: fieldsOf(stamped, stored?.fields.translations) },
        readVersion,
      });
    },
  });
  const { draft, setDraft, state, dirty, created } = autosave;
  // Leaving saves the draft first; one that cannot be saved asks before it is lost.
  const back = async () => {
    if (!dirty || (await autosave.saveNow())) onClose(created || dirty ? draft.slug : null);
    else confirmLeave(() => onClose(created ? draft.slug : null));
  };
  // A new post's empty form is not wrong yet: its problems show from the first edit.
  const problems = dirty || created ? findPostProblems(draft, others) : {};
  const firstProblem = Object.values(problems)[0];
  const change = (field: keyof PostDraft, value: string) => {
    const next = { ...draft, [field]: value };
    if (field === 'title' && !created && !slugEdited) {
      next.slug = uniqueIdFromTitle(value, taken, 'post');
    }
    setDraft(next);
  };
  const input = (field: 'title' | 'slug' | 'summary' | 'tags' | 'cover' | 'body') => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => {
      if (field === 'slug') setSlugEdited(true);
      change(field, event.target.value);
    },
  });
  const conflict = state.kind === 'conflict' ? state : null;
  const title = draft.title.trim() || 'this post';

  return (
    <>
      <div className="studio-editor-top">
        <h3 ref={focus} tabIndex={-1}>
          {opened ? `Edit “${opened.fields.title || opened.slug}”` : 'New post'}
        </h3>
        <button type="button" className="button button-outlined" onClick={() => void back()}>
          Back to the writing
        </button>
      </div>
      <form
        className="studio-form"
        noValidate
        aria-label="Post"
        onSubmit={(event) => {
          event.preventDefault();
          void autosave.saveNow();
        }}
      >
        <StudioField label={LABELS.title} error={problems.title}>
          {(field) => <input {...field} {...input('title')} autoComplete="off" />}
        </StudioField>
        {created ? (
          <p className="field-hint">Its address: /writing/{draft.slug}</p>
        ) : (
          <StudioField
            label={LABELS.slug}
            error={problems.slug}
            hint={`Its page: /writing/${draft.slug || '…'}. It stays once the post is first saved.`}
          >
            {(field) => <input {...field} {...input('slug')} autoComplete="off" />}
          </StudioField>
        )}
        <StudioField label={LABELS.summary} error={problems.summary}>
          {(field) => <textarea {...field} {...input('summary')} rows={3} />}
        </StudioField>
        <StudioField label={LABELS.tags} error={problems.tags} hint="Separate tags with commas.">
          {(field) => <input {...field} {...input('tags')} autoComplete="off" />}
        </StudioField>
        <StudioField
          label={LABELS.cover}
          error={problems.cover}
          hint="A file of this site (like /demo/cover.webp) or an address that starts with https://."
        >
          {(field) => <input {...field} {...input('cover')} inputMode="url" />}
        </StudioField>
        <div className="studio-post-write">
          <StudioField
            label={LABELS.body}
            error={problems.body}
            hint={`${draft.body.length.toLocaleString('en')} of ${POST_LIMITS.body.toLocaleString('en')} characters.`}
          >
            {(field) => (
              <textarea
                {...field}
                {...input('body')}
                className="studio-post-body"
                rows={20}
                spellCheck
              />
            )}
          </StudioField>
          <MarkdownPreview markdown={draft.body} id={previewId} />
        </div>
        <PostDates post={draft} stored={stored} />
        {conflict && (
          <ConflictView
            subject={`“${title}”`}
            gone={conflict.newer === null}
            differences={
              conflict.newer ? listDifferences(LABELS, draftOf(conflict.newer), draft) : []
            }
            onKeepDraft={autosave.keepDraft}
            onUseNewer={conflict.newer ? autosave.useNewer : () => onClose(null)}
            keeping={savePost.isPending}
          />
        )}
        <div className="studio-post-actions">
          <PostSaveStatus
            state={state}
            dirty={dirty}
            problem={firstProblem}
            onRetry={() => void autosave.saveNow()}
          />
          <div className="studio-actions">
            {draft.draft ? (
              <button
                type="button"
                className="button button-primary"
                onClick={() =>
                  void autosave.commit({
                    ...draft,
                    draft: false,
                    publishedAt: draft.publishedAt || new Date().toISOString(),
                  })
                }
              >
                Publish
              </button>
            ) : (
              <button
                type="button"
                className="button button-outlined"
                onClick={() => void autosave.commit({ ...draft, draft: true })}
              >
                Unpublish
              </button>
            )}
            {created && (
              <button
                type="button"
                className="button button-outlined"
                onClick={() => setConfirmingDelete(true)}
              >
                Delete
              </button>
            )}
          </div>
        </div>
        {confirmingDelete && (
          <ConfirmDialog
            title={`Delete “${title}”?`}
            confirmLabel="Delete the post"
            cancelLabel="Keep it"
            onConfirm={() => {
              setConfirmingDelete(false);
              onDelete({ slug: draft.slug, title });
            }}
            onCancel={() => setConfirmingDelete(false)}
          >
            It leaves the studio, and your site at its next publish. This cannot be undone.
          </ConfirmDialog>
        )}
      </form>
    </>
  );
}
