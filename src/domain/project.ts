import { z } from './zod';
import { clipText, LIMITS } from './clip';
import { isRecord } from './is-record';
import { lenientLink, lenientStringsAs, lenientTextAs } from './lenient-fields';
import { uniqueTags } from './project-tags';
import { toSafeImageSrc } from './safe-link';

const projectSchema = z.object({
  title: lenientTextAs((title) => clipText(title, LIMITS.title)),
  description: lenientTextAs((description) => clipText(description, LIMITS.text)),
  tags: lenientStringsAs((tags) =>
    uniqueTags(
      tags.map((tag) => clipText(tag.trim(), LIMITS.tag)).filter((tag) => tag !== ''),
    ).slice(0, LIMITS.tagsPerProject),
  ),
  images: lenientStringsAs((sources) =>
    sources
      .map(toSafeImageSrc)
      .filter((source) => source !== '')
      .slice(0, LIMITS.imagesPerProject),
  ),
  githubLink: lenientLink,
  /** The Google Play address. */
  projectLink: lenientLink,
  appStoreLink: lenientLink,
});

/** A featured project, one document in collection `Projects`. Links and images are already safe. */
export type Project = z.output<typeof projectSchema> & { id: string };

/** Parses an untrusted document; never throws. The id comes from the document's key, not its body. */
export function parseProject(id: string, document: unknown): Project {
  const fields = isRecord(document) ? document : {};
  return { id, ...projectSchema.parse(fields) };
}
