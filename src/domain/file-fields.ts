import { z } from './zod';

// These schemas are built from the zod functions the visitor's own schemas use (the studio's
// forms check them, and zod is one file of the page's start-up code), plus the small `check`:
// a missing field is filled by optional and transform rather than _default, and a custom rule
// is a plain check rather than refine, which would add their code to that file.

/** A field absent from the file (or undefined) as `fallback`, otherwise checked by `schema`. */
export const withDefault = <Schema extends z.core.SomeType, Value>(
  schema: Schema,
  fallback: () => Value,
) =>
  z.pipe(
    z.optional(schema),
    z.transform((value: z.output<Schema> | undefined) => value ?? fallback()),
  );

export const text = withDefault(z.string(), () => '');

/**
 * At most `max` UTF-16 code units: JavaScript's `.length`, which is what the rules' size() counts.
 * zod's own maxLength counts code points, which would let through text the rules refuse.
 */
export const atMostUnits = (max: number) =>
  z.check<string>((payload) => {
    if (payload.value.length <= max) return;
    payload.issues.push({
      code: 'custom',
      message: `at most ${max} characters`,
      input: payload.value,
      continue: true,
    });
  });

export const boundedText = (max: number) =>
  withDefault(z.string().check(atMostUnits(max)), () => '');

/** At most `max` items, called `noun` in the message; a longer list's items go unchecked. */
export const boundedList = <Item extends z.core.SomeType>(item: Item, max: number, noun: string) =>
  withDefault(
    z.array(item).check(z.maxLength(max, `at most ${max} ${noun}`)),
    (): z.output<Item>[] => [],
  );
