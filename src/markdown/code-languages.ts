import { common, type LanguageFn } from 'lowlight';

// The languages a post's fenced code is highlighted in: those a developer's portfolio writes
// about, taken from lowlight's common set (highlight.js 11's grammars). A fence naming any other
// language is left plain, escaped as all text is. Each grammar brings its own aliases (`ts`,
// `js`, `sh`, `yml`, `html`, `kt`, `py`, `rs`…).
export const CODE_LANGUAGES = Object.fromEntries(
  [
    'bash',
    'css',
    'go',
    'java',
    'javascript',
    'json',
    'kotlin',
    'python',
    'rust',
    'shell',
    'sql',
    'swift',
    'typescript',
    'xml',
    'yaml',
  ].map((name) => [name, grammar(name)]),
);

function grammar(name: string): LanguageFn {
  const language = common[name];
  // lowlight's common set is fixed by its version: a missing grammar is a dependency's change.
  if (!language) throw new Error(`lowlight has no grammar for ${name}`);
  return language;
}

// What a code block's label calls its language, by the name or alias a fence may give.
const LANGUAGE_NAMES: Record<string, string> = {
  bash: 'Bash',
  sh: 'Bash',
  zsh: 'Bash',
  shell: 'Shell',
  console: 'Shell',
  css: 'CSS',
  go: 'Go',
  golang: 'Go',
  java: 'Java',
  javascript: 'JavaScript',
  js: 'JavaScript',
  jsx: 'JavaScript',
  mjs: 'JavaScript',
  cjs: 'JavaScript',
  json: 'JSON',
  kotlin: 'Kotlin',
  kt: 'Kotlin',
  kts: 'Kotlin',
  python: 'Python',
  py: 'Python',
  rust: 'Rust',
  rs: 'Rust',
  sql: 'SQL',
  swift: 'Swift',
  typescript: 'TypeScript',
  ts: 'TypeScript',
  tsx: 'TypeScript',
  mts: 'TypeScript',
  cts: 'TypeScript',
  html: 'HTML',
  xhtml: 'HTML',
  xml: 'XML',
  svg: 'SVG',
  yaml: 'YAML',
  yml: 'YAML',
};

/** A fence's language as a reader would name it, or undefined when it is none we know. */
export function toLanguageName(language: string): string | undefined {
  return LANGUAGE_NAMES[language.toLowerCase()];
}
