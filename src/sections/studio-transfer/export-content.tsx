import { toContentFile } from '@/domain/content-changes';
import type { StudioContent } from '@/domain/studio-content';
import { downloadJson } from './download-json';

const EXPORT_FILE_NAME = 'portfolio.json';

/** Export: the content as `portfolio.json`, the file `npm run seed` and Import read. */
export function ExportContent({ content }: { content: StudioContent | undefined }) {
  return (
    <div className="transfer-part">
      <h3 className="transfer-part-title">Export</h3>
      <p>
        Download the profile and every project, in your order, as <code>{EXPORT_FILE_NAME}</code>: a
        copy to keep, or to edit and import.
      </p>
      <button
        type="button"
        className="button button-outlined"
        disabled={!content}
        onClick={() => content && downloadJson(EXPORT_FILE_NAME, toContentFile(content))}
      >
        Export the content file
      </button>
    </div>
  );
}
