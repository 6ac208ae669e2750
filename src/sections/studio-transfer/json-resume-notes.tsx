import type { ResumeFile } from '@/domain/resume-file';
import { RESUME_SECTION_FIELDS, RESUME_SECTIONS } from '@/domain/resume-sections';
import { describeLinkProblem } from '@/sections/studio/link-problem';

/** Each link of the record visitors could not open, by its JSON path: the site leaves it off. */
export function linksLeftOff(resume: ResumeFile): string[] {
  return RESUME_SECTIONS.flatMap((section) => {
    const kinds = RESUME_SECTION_FIELDS[section] as Record<string, string>;
    return (resume[section] as Record<string, unknown>[]).flatMap((entry, index) =>
      Object.keys(kinds)
        .filter((field) => kinds[field] === 'link')
        .flatMap((field) => {
          const problem = describeLinkProblem(String(entry[field] ?? ''), 'link');
          return problem ? [`${section}[${index}].${field}: ${problem}`] : [];
        }),
    );
  });
}

const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

/** What of a JSON Resume the import leaves alone (its other keys) and off (unknown fields). */
export function JsonResumeNotes({
  leftAlone,
  leftOff,
}: {
  leftAlone: readonly string[];
  leftOff: readonly string[];
}) {
  return (
    <>
      {leftAlone.length > 0 && (
        <p>Not imported, as your profile and projects stay as they are: {quoted(leftAlone)}.</p>
      )}
      {leftOff.length > 0 && (
        <div className="transfer-left-off">
          <p>Fields the site does not keep, left off:</p>
          <ul>
            {leftOff.map((path) => (
              <li key={path}>
                <code>{path}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
