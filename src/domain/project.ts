import { z } from './zod';
import { clipText, LIMITS } from './clip';
import { isRecord } from './is-record';
import { lenientLink, lenientTextAs } from './lenient-fields';
import { toSafeImageSrc } from './safe-link';

const stringList = z.catch(z.array(z.unknown()), []);
/** The strings of a list (anything else in it is dropped), then converted. */
const stringsAs = <T>(convert: (strings: string[]) => T) =>
  z.pipe(
    stringList,
    z.transform((items) =>
      convert(items.filter((item): item is string => typeof item === 'string')),
    ),
  );

const projectSchema = z.object({
  title: lenientTextAs((title) => clipText(title, LIMITS.title)),
  description: lenientTextAs((description) => clipText(description, LIMITS.text)),
  tags: stringsAs((tags) =>
    [
      ...new Set(tags.map((tag) => clipText(tag.trim(), LIMITS.tag)).filter((tag) => tag !== '')),
    ].slice(0, LIMITS.tagsPerProject),
  ),
  images: stringsAs((sources) =>
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
