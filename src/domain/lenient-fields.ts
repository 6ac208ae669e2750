import { z } from './zod';
import { toSafeHref } from './safe-link';

/**
 * Fields of a document read at run time, which the owner may have typed anything into: a field
 * of the wrong type reads as empty rather than failing the whole document.
 */
const lenientText = z.catch(z.string(), '');

/** A text field, converted once read. */
export const lenientTextAs = <T>(convert: (value: string) => T) =>
  z.pipe(lenientText, z.transform(convert));

/** A link field: safe to render, or ''. */
export const lenientLink = lenientTextAs(toSafeHref);

/**
 * A list field's strings, converted once read: anything else in the list is dropped, and a field
 * that is no list reads as an empty one.
 */
export const lenientStringsAs = <T>(convert: (strings: string[]) => T) =>
  z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items) =>
      convert(items.filter((item): item is string => typeof item === 'string')),
    ),
  );
