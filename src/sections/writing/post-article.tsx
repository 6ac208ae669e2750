import { t } from '@lingui/core/macro';
import type { RenderedPost } from '@/domain/rendered-post';
import { PostFacts } from './post-facts';
import { PostTagLinks } from './post-tag-links';
import '@/sections/post/post-body.css';

/**
 * A post in full: its title, dates, reading time and tags, its cover, and its body as the build
 * rendered it.
 */
export function PostArticle({ post }: { post: RenderedPost }) {
  return (
    <article className="post-article" aria-labelledby="post-title">
      <header className="post-header">
        <h1 id="post-title" lang={post.textLanguage.title}>
          {post.title || t`Untitled post`}
        </h1>
        <PostFacts
          publishedAt={post.publishedAt}
          updatedAt={post.updatedAt}
          minutes={post.minutes}
        />
        <PostTagLinks tags={post.tags} labels={post.tagLabels} />
      </header>
      {post.cover && (
        // The cover is the post's picture, not its content: its title says what it is about.
        <img className="post-cover" src={post.cover} alt="" decoding="async" />
      )}
      <div
        className="post-body"
        lang={post.textLanguage.body}
        // The one HTML the app writes as HTML: the build's render of the owner's Markdown
        // (src/markdown/render-markdown.ts), made with raw HTML off and every link checked as the
        // site's links are (safe-link.ts), so it holds no script, handler or unsafe address.
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
    </article>
  );
}
