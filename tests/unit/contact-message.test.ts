import { describe, expect, it } from 'vitest';
import { contactFormSchema } from '@/domain/contact-message';
import { z } from '@/domain/zod';

const valid = { name: 'Jo', email: 'jo@example.com', message: 'Hello!' };

function errorsOf(values: Record<string, string>) {
  const result = contactFormSchema.safeParse(values);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('contactFormSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactFormSchema.parse({ ...valid, name: '  Jo  ' })).toEqual(valid);
  });

  it('requires a name of at least 2 characters', () => {
    expect(errorsOf({ ...valid, name: '' }).name).toEqual(['Please enter your name']);
    expect(errorsOf({ ...valid, name: 'J' }).name).toEqual([
      'Your name needs at least 2 characters',
    ]);
    expect(errorsOf({ ...valid, name: '  J  ' }).name).toEqual([
      'Your name needs at least 2 characters',
    ]);
  });

  it('requires a well-formed email', () => {
    expect(errorsOf({ ...valid, email: '' }).email).toEqual(['Please enter your email address']);
    for (const email of ['jo', 'jo@', '@example.com', 'jo@example', 'jo example@x.com']) {
      expect(errorsOf({ ...valid, email }).email, email).toEqual([
        'Please enter a valid email address, like name@example.com',
      ]);
    }
  });

  it('requires a message', () => {
    expect(errorsOf({ ...valid, message: '   ' }).message).toEqual(['Please write a message']);
  });

  it('bounds every field', () => {
    const errors = errorsOf({
      name: 'n'.repeat(101),
      email: `${'e'.repeat(250)}@x.io`,
      message: 'm'.repeat(5001),
    });
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name']);
  });
});
