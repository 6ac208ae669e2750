import { toContentFile } from '@/domain/content-changes';
import { readJsonResume } from '@/domain/json-resume-import';
import type { StudioContent } from '@/domain/studio-content';
import { ImportPart, type ImportKind } from './import-part';
import { JsonResumeNotes, linksLeftOff } from './json-resume-notes';

const JSON_RESUME: ImportKind = {
  title: 'Import a JSON Resume',
  intro: (
    <>
      Replace your career (work, education, skills and the rest) with a JSON Resume file&rsquo;s:
      one made with resume-cli, from the JSON Resume registry, or another site&rsquo;s{' '}
      <code>resume.json</code>. Your profile and projects stay as they are. You see what it changes
      before anything is written.
    </>
  ),
  label: 'JSON Resume file (.json)',
  aFile: 'a JSON Resume',
  invalid: 'is not a JSON Resume the site can take',
  replaces: 'career',
  read: (parsed) => {
    const result = readJsonResume(parsed);
    if (!result.ok) return result;
    const { resume, leftAlone, leftOff } = result;
    return {
      ok: true,
      // The content as it is, with the file's career.
      file: (readFrom) => ({ ...toContentFile(readFrom), resume }),
      linksLeftOff: linksLeftOff(resume),
      notes: <JsonResumeNotes leftAlone={leftAlone} leftOff={leftOff} />,
    };
  },
  unchanged: 'No changes: the file holds the career the site shows now.',
  replaced: (name) => `Your career was replaced with ${name}’s. Visitors see it now.`,
};

/**
 * Import a JSON Resume (resume-cli's, the registry's, another site's /resume.json): its career
 * only, with the rest of the content as it is.
 */
export function ImportJsonResume({ content }: { content: StudioContent | undefined }) {
  return <ImportPart kind={JSON_RESUME} content={content} />;
}
