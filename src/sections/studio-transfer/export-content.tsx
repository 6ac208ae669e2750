import { toContentFile } from '@/domain/content-changes';
import type { StudioContent } from '@/domain/studio-content';

const EXPORT_FILE_NAME = 'portfolio.json';

/** Saves the content as a content file, through the browser's own download. */
function download(content: StudioContent) {
  const text = `${JSON.stringify(toContentFile(content), null, 2)}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  link.click();
  // The download has its own reference to the data once started.
  setTimeout(() => URL.revokeObjectURL(url));
}

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
        onClick={() => content && download(content)}
      >
        Export the content file
      </button>
    </div>
  );
}
