import { describe, expect, it } from 'vitest';
import { isDocumentId } from '@/domain/document-id';

describe('isDocumentId', () => {
  it('takes the ids a document can have', () => {
    for (const id of [
      'weather',
      'a.b',
      '...',
      ' ',
      '_x_',
      '__',
      '___',
      'a__x__',
      '__x__a',
      'é'.repeat(750),
    ]) {
      expect(isDocumentId(id), JSON.stringify(id)).toBe(true);
    }
  });

  it('refuses the ids no document can have', () => {
    for (const id of [
      '',
      'a/b',
      '/',
      '.',
      '..',
      '__x__',
      '____',
      '__\n__',
      'x'.repeat(1501),
      'é'.repeat(751),
    ]) {
      expect(isDocumentId(id), JSON.stringify(id.slice(0, 20))).toBe(false);
    }
  });
});
