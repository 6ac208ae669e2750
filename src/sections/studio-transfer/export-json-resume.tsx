import { RESUME_JSON_PATH } from '@/domain/cv-files';
import type { StudioContent } from '@/domain/studio-content';
import { toStudioJsonResume } from '@/domain/studio-json-resume';
import { downloadJson } from './download-json';

const FILE_NAME = RESUME_JSON_PATH.slice(1);

/** Export as JSON Resume: the career, for resume-cli, its themes, the registry, another site. */
export function ExportJsonResume({ content }: { content: StudioContent | undefined }) {
  return (
    <div className="transfer-part">
      <h3 className="transfer-part-title">Export as JSON Resume</h3>
      <p>
        Download your career (work, education, skills and the rest) as <code>{FILE_NAME}</code>, in
        the open JSON Resume format that CV themes and tools read.
      </p>
      <button
        type="button"
        className="button button-outlined"
        disabled={!content}
        onClick={() => content && downloadJson(FILE_NAME, toStudioJsonResume(content.resume))}
      >
        Export as JSON Resume
      </button>
    </div>
  );
}
