import { useEffect } from 'react';
import {
  describeCvPage,
  describePage,
  describeProjectPage,
  type PageMetadata,
} from '@/domain/page-metadata';
import { describePostPage, describeWritingPage } from '@/domain/post-metadata';
import type { Project } from '@/domain/project';
import type { RenderedPost } from '@/domain/rendered-post';
import {
  describeCvSharing,
  describePostSharing,
  describeWritingSharing,
  describeProjectSharing,
  describeSharing,
  PROFILE_TAG_KEYS,
  POST_TAG_KEYS,
  PROJECT_TAG_KEYS,
  type MetaTag,
} from '@/domain/share-metadata';
import type { UserProfile } from '@/domain/user-profile';
import { pageWords } from '@/ui/page-words';

const NO_ADDRESSES = { siteUrl: null, previewImage: null };
/** Every tag a page keeps live: one the page now showing does not set goes, whichever set it. */
const LIVE_TAG_KEYS = [
  ...new Set<string>([...PROFILE_TAG_KEYS, ...PROJECT_TAG_KEYS, ...POST_TAG_KEYS]),
];

const selectorOf = (attribute: MetaTag['attribute'], key: string) =>
  `meta[${attribute}="${CSS.escape(key)}"]`;

/**
 * Titles the page, describes it for search engines and keeps the link preview tags that follow
 * the content in step with it (the build wrote them; an edit the owner makes later shows here).
 * Tags that name addresses (canonical, og:url, og:image) stay as the build wrote them.
 */
function applyMetadata({ title, description }: PageMetadata, tags: readonly MetaTag[]): void {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  for (const { attribute, key, content } of tags) {
    let element = document.head.querySelector(selectorOf(attribute, key));
    if (!element) {
      element = document.createElement('meta');
      element.setAttribute(attribute, key);
      document.head.append(element);
    }
    element.setAttribute('content', content);
  }
  const current = new Set(tags.map(({ key }) => key));
  for (const key of LIVE_TAG_KEYS.filter((key) => !current.has(key))) {
    const selector = `${selectorOf('property', key)}, ${selectorOf('name', key)}`;
    document.head.querySelectorAll(selector).forEach((element) => element.remove());
  }
}

/** The home page's title, description and preview tags, from the owner's profile. */
export function useDocumentMetadata(user: UserProfile | null | undefined): void {
  useEffect(() => {
    if (!user?.name) return;
    const words = pageWords();
    const { profileTags } = describeSharing(user, NO_ADDRESSES, words);
    applyMetadata(describePage(user, words), profileTags);
  }, [user]);
}

/** A project page's, from its project (and the owner's name, once the profile is read). */
export function useProjectMetadata(project: Project | null | undefined, user: UserProfile | null) {
  useEffect(() => {
    if (!project) return;
    const words = pageWords();
    const { profileTags } = describeProjectSharing(project, user, NO_ADDRESSES, words);
    applyMetadata(describeProjectPage(project, user, words), profileTags);
  }, [project, user]);
}

/** The CV page's, from the owner's profile. */
export function useCvMetadata(user: UserProfile | null | undefined): void {
  useEffect(() => {
    if (!user?.name) return;
    const words = pageWords();
    const { profileTags } = describeCvSharing(user, NO_ADDRESSES, words);
    applyMetadata(describeCvPage(user, words), profileTags);
  }, [user]);
}

/** A post page's, from its post (the build wrote the same; the dev server's page needs them). */
export function usePostMetadata(post: RenderedPost | null | undefined, user: UserProfile | null) {
  useEffect(() => {
    if (!post) return;
    const words = pageWords();
    const { profileTags } = describePostSharing(post, user, NO_ADDRESSES, words);
    applyMetadata(describePostPage(post, user, words), profileTags);
  }, [post, user]);
}

/** The list of posts' title, description and preview tags, from the owner's profile. */
export function useWritingMetadata(user: UserProfile | null | undefined): void {
  useEffect(() => {
    if (!user?.name) return;
    const words = pageWords();
    const { profileTags } = describeWritingSharing(user, NO_ADDRESSES, words);
    applyMetadata(describeWritingPage(user, words), profileTags);
  }, [user]);
}
