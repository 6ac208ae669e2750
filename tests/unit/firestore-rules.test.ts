import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contactFormSchema,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
} from '@/domain/contact-message';

const rules = readFileSync(join(process.cwd(), 'firestore.rules'), 'utf8');

function bound(field: string, operator: '>=' | '<='): number | undefined {
  const match = new RegExp(`message\\.${field}\\.size\\(\\) ${operator} (\\d+)`).exec(rules);
  return match ? Number(match[1]) : undefined;
}

/**
 * The security rules and the contact form must accept the same messages: the rules' bounds and
 * field list are read from their text here (tests/rules executes them against the emulator).
 */
describe('firestore.rules against the contact schema', () => {
  it('bounds each field exactly as the form does', () => {
    expect(bound('name', '>=')).toBe(NAME_MIN_LENGTH);
    expect(bound('name', '<=')).toBe(NAME_MAX_LENGTH);
    expect(bound('email', '<=')).toBe(EMAIL_MAX_LENGTH);
    expect(bound('message', '>=')).toBe(1);
    expect(bound('message', '<=')).toBe(MESSAGE_MAX_LENGTH);
  });

  it('allows exactly the fields a message has', () => {
    const fields = [...Object.keys(contactFormSchema.shape), 'date'].sort();
    for (const keyword of ['hasAll', 'hasOnly']) {
      const match = new RegExp(`keys\\(\\)\\.${keyword}\\(\\[([^\\]]*)\\]\\)`).exec(rules);
      const listed = match?.[1]?.match(/'([^']+)'/g)?.map((name) => name.slice(1, -1));
      expect(listed?.sort(), keyword).toEqual(fields);
    }
  });

  it('accepts what the rules accept at the limits, and refuses one character beyond', () => {
    const atLimits = {
      name: 'n'.repeat(NAME_MAX_LENGTH),
      email: `${'e'.repeat(EMAIL_MAX_LENGTH - '@ex.com'.length)}@ex.com`,
      message: 'm'.repeat(MESSAGE_MAX_LENGTH),
    };
    const accepts = (change: Partial<typeof atLimits>) =>
      contactFormSchema.safeParse({ ...atLimits, ...change }).success;
    expect(accepts({})).toBe(true);
    expect(accepts({ name: 'n'.repeat(NAME_MIN_LENGTH), message: 'm' })).toBe(true);
    expect(accepts({ name: 'n'.repeat(NAME_MIN_LENGTH - 1) }), 'short name').toBe(false);
    expect(accepts({ name: `${atLimits.name}n` }), 'long name').toBe(false);
    expect(accepts({ email: `e${atLimits.email}` }), 'long email').toBe(false);
    expect(accepts({ message: '' }), 'empty message').toBe(false);
    expect(accepts({ message: `${atLimits.message}m` }), 'long message').toBe(false);
  });
});
