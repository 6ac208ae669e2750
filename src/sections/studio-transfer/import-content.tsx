import { validatePortfolioFile } from '@/domain/portfolio-file';
import type { StudioContent } from '@/domain/studio-content';
import { ImportPart, type ImportKind } from './import-part';
import { listLinksLeftOff } from './links-left-off';

const CONTENT_FILE: ImportKind = {
  title: 'Import',
  intro:
    'Replace the profile, the projects and the career with a content file’s. You see what it changes before anything is written.',
  label: 'Content file (.json)',
  aFile: 'a content file',
  invalid: 'is not a content file',
  replaces: 'content',
  read: (parsed) => {
    const result = validatePortfolioFile(parsed);
    if (!result.ok) return result;
    return { ok: true, file: () => result.content, linksLeftOff: listLinksLeftOff(result.content) };
  },
  unchanged: 'No changes: the file holds what the site shows now.',
  replaced: (name) => `The content was replaced with ${name}’s. Visitors see it now.`,
};

/** Import a content file (the format of mocks/portfolio.json): the whole content. */
export function ImportContent({ content }: { content: StudioContent | undefined }) {
  return <ImportPart kind={CONTENT_FILE} content={content} />;
}
