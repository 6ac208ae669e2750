import { t } from '@lingui/core/macro';
import type { RenderedPost } from '@/domain/rendered-post';
import { PostFacts } from './post-facts';
import { ResponsiveImage } from '@/ui/responsive-image';
import { TagLinks } from '@/ui/tag-links';
import '@/sections/post/post-body.css';

const AS_THE_BUILD_WROTE_IT = { __html: '' };

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
        <TagLinks tags={post.tags} labels={post.tagLabels} list="posts" />
      </header>
      {post.cover && (
        // The cover is the post's picture, not its content: its title says what it is about.
        // Sized as the build read it (or in the layout's box), so nothing moves as it loads.
        <ResponsiveImage
          className="post-cover"
          src={post.cover}
          alt=""
          layout="lead"
          decoding="async"
        />
      )}
      <div
        className="post-body"
        lang={post.textLanguage.body}
        // The one HTML the app writes as HTML: the build's render of the owner's Markdown
        // (src/markdown/render-markdown.ts), made with raw HTML off and every link checked as the
        // site's links are (safe-link.ts), so it holds no script, handler or unsafe address.
        // Hydrating a built page, the cache has no body (withoutBodyHtml): React leaves the
        // inside of an element with inner HTML alone, so the build's stays, not hydrated.
        dangerouslySetInnerHTML={
          post.html === undefined ? AS_THE_BUILD_WROTE_IT : { __html: post.html }
        }
        suppressHydrationWarning
      />
    </article>
  );
}
