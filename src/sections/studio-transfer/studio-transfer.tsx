import { useStudioContent } from '@/queries/studio/use-studio-content';
import { ExportContent } from './export-content';
import { ExportJsonResume } from './export-json-resume';
import { ImportContent } from './import-content';
import { ImportJsonResume } from './import-json-resume';
import './studio-transfer.css';

/**
 * The content as a file: export it, or import one (the format of mocks/portfolio.json); and the
 * CV as a JSON Resume, exported, or its career imported.
 */
export function StudioTransfer() {
  const { content } = useStudioContent();
  return (
    <section className="studio-section card" aria-labelledby="studio-transfer">
      <h2 id="studio-transfer" tabIndex={-1} className="studio-section-title">
        Content file
      </h2>
      {!content.data && (
        <p className="transfer-note">
          {content.isError
            ? 'Import and export wait for the content, which could not be loaded.'
            : 'Import and export wait for the content to load.'}
        </p>
      )}
      <div className="transfer-parts">
        <ExportContent content={content.data} />
        <ImportContent content={content.data} />
        <ExportJsonResume content={content.data} />
        <ImportJsonResume content={content.data} />
      </div>
    </section>
  );
}
