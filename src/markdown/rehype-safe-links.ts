import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { toSafeImageSrc } from '@/domain/safe-link';
import { toMarkdownHref } from './markdown-href';

/** An image's size in CSS pixels, so the page keeps its place before it loads. */
export type ImageSize = (src: string) => { width: number; height: number } | undefined;

/**
 * Every link and image of the rendered post checked (see ./markdown-href.ts and safe-link.ts):
 * an unsafe link becomes its text and an unsafe image its alternative text, so neither is ever
 * an element a reader could follow or a browser fetch. Links to other sites open in a new tab
 * without a handle on this page; images load lazily, sized when `imageSize` knows them.
 */
export function rehypeSafeLinks(imageSize: ImageSize | undefined) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.tagName === 'a') {
        const link = toMarkdownHref(String(node.properties.href ?? ''));
        if (!link) {
          parent.children.splice(index, 1, ...node.children);
          // Visit the text in its place: it may hold an image to check.
          return index;
        }
        node.properties = link.external
          ? {
              ...node.properties,
              href: link.href,
              target: '_blank',
              rel: ['noopener', 'noreferrer'],
            }
          : { ...node.properties, href: link.href };
        return;
      }
      if (node.tagName === 'img') {
        const src = toSafeImageSrc(String(node.properties.src ?? ''));
        if (!src) {
          parent.children.splice(index, 1, ...altText(node));
          return index;
        }
        const size = imageSize?.(src);
        node.properties = {
          ...node.properties,
          src,
          loading: 'lazy',
          decoding: 'async',
          ...(size && { width: size.width, height: size.height }),
        };
      }
    });
  };
}

function altText(image: Element): ElementContent[] {
  const alt = String(image.properties.alt ?? '');
  return alt ? [{ type: 'text', value: alt }] : [];
}
