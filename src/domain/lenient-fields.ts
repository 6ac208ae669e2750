import { z } from './zod';
import { toSafeHref } from './safe-link';

/**
 * Fields of a document read at run time, which the owner may have typed anything into: a field
 * of the wrong type reads as empty rather than failing the whole document.
 */
export const lenientText = z.catch(z.string(), '');

/** A text field, converted once read. */
export const lenientTextAs = <T>(convert: (value: string) => T) =>
  z.pipe(lenientText, z.transform(convert));

/** A link field: safe to render, or ''. */
export const lenientLink = lenientTextAs(toSafeHref);
