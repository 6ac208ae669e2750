import { describe, expect, it } from 'vitest';
import { readingMinutes, WORDS_PER_MINUTE } from '@/domain/reading-time';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('readingMinutes', () => {
  it('is at least a minute, even for nothing', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('Hello.')).toBe(1);
  });

  it('counts words at about 230 a minute, rounded', () => {
    expect(WORDS_PER_MINUTE).toBe(230);
    expect(readingMinutes(words(230 * 5))).toBe(5);
    expect(readingMinutes(words(230 * 5 + 100))).toBe(5);
    expect(readingMinutes(words(230 * 5 + 130))).toBe(6);
  });

  it('counts the words of Markdown, not its syntax', () => {
    const markdown = `# Title\n\n- **one** _two_\n> three\n\n| four | five |\n|---|---|\n`;
    expect(readingMinutes(markdown.repeat(46))).toBe(1);
    expect(readingMinutes(markdown.repeat(230))).toBe(6);
  });

  it('counts fenced code not at all, closed or left open', () => {
    const code = '```ts\n' + 'const value = compute(1, 2);\n'.repeat(2000) + '```\n';
    expect(readingMinutes(`${words(460)}\n\n${code}\n${words(460)}`)).toBe(4);
    expect(readingMinutes(`${words(460)}\n\n~~~\n${words(5000)}`)).toBe(2);
  });

  it('counts a link’s text and an image’s alt, not their addresses', () => {
    const link = '[two words](https://example.com/a/very/long/path?with=many&words=here) ';
    expect(readingMinutes(link.repeat(230))).toBe(2);
    expect(readingMinutes('![an alt](/images/a-b-c-d-e-f.png) '.repeat(230))).toBe(2);
    expect(readingMinutes('see https://example.com/a/b/c/d/e/f '.repeat(460))).toBe(2);
  });

  it('counts words in any script, contractions and hyphenated words as one', () => {
    expect(readingMinutes("l'été don't well-known café Ωmega ".repeat(230))).toBe(5);
  });

  it('counts Chinese and Japanese by their characters, about twice as many as words', () => {
    expect(readingMinutes('日本語の文章です。'.repeat(345))).toBe(6);
    expect(readingMinutes('Kotlin と TypeScript。'.repeat(276))).toBe(3);
  });
});
