import { useEffect, useState } from 'react';
import '@/sections/post/post-body.css';

/** How long after the last keystroke the preview is rendered again. */
const PREVIEW_DELAY = 300;

type Preview = { kind: 'loading' } | { kind: 'shown'; html: string } | { kind: 'failed' };

/**
 * The body as its page will show it, by the pages' own renderer. The renderer (and its
 * highlighter) is a chunk of its own, loaded by this dynamic import when the preview first
 * renders: never with the studio's first files, never on a visitor's page.
 */
export function MarkdownPreview({ markdown, id }: { markdown: string; id: string }) {
  const [preview, setPreview] = useState<Preview>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      import('@/markdown/render-markdown')
        .then(({ renderMarkdown }) => renderMarkdown(markdown))
        .then(
          ({ html }) => current && setPreview({ kind: 'shown', html }),
          () => current && setPreview({ kind: 'failed' }),
        );
    }, PREVIEW_DELAY);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [markdown]);

  return (
    <section className="studio-post-preview" aria-labelledby={id}>
      <h4 id={id} className="studio-post-preview-title">
        Preview
      </h4>
      {preview.kind === 'loading' && <p className="field-hint">Rendering the preview…</p>}
      {preview.kind === 'failed' && (
        <p className="form-alert">The preview could not be shown. Your text is still here.</p>
      )}
      {preview.kind === 'shown' && (
        <div
          className="post-body"
          // Safe as the post's page is (docs/security.md): the renderer's own output, raw HTML
          // in the Markdown shown as text, every link and image checked by safe-link.
          dangerouslySetInnerHTML={{ __html: preview.html }}
        />
      )}
    </section>
  );
}
