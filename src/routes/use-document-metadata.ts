import { useEffect } from 'react';
import { describePage } from '@/domain/page-metadata';
import { describeSharing, PROFILE_TAG_KEYS, type MetaTag } from '@/domain/share-metadata';
import type { UserProfile } from '@/domain/user-profile';

const selectorOf = (attribute: MetaTag['attribute'], key: string) =>
  `meta[${attribute}="${CSS.escape(key)}"]`;

/**
 * Titles the page, describes it for search engines and keeps the link preview tags that follow
 * the profile in step with it (the build wrote them; an edit the owner makes later shows here).
 * Tags that name addresses (canonical, og:url, og:image) stay as the build wrote them.
 */
export function useDocumentMetadata(user: UserProfile | null | undefined): void {
  useEffect(() => {
    if (!user?.name) return;
    const { title, description } = describePage(user);
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);

    const { profileTags } = describeSharing(user, { siteUrl: null, previewImage: null });
    for (const { attribute, key, content } of profileTags) {
      let element = document.head.querySelector(selectorOf(attribute, key));
      if (!element) {
        element = document.createElement('meta');
        element.setAttribute(attribute, key);
        document.head.append(element);
      }
      element.setAttribute('content', content);
    }
    const current = new Set(profileTags.map(({ key }) => key));
    for (const key of PROFILE_TAG_KEYS.filter((key) => !current.has(key))) {
      const selector = `${selectorOf('property', key)}, ${selectorOf('name', key)}`;
      document.head.querySelectorAll(selector).forEach((element) => element.remove());
    }
  }, [user]);
}
