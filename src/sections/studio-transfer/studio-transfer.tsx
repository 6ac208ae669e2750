import { useStudioContent } from '@/queries/studio/use-studio-content';
import { ExportContent } from './export-content';
import { ImportContent } from './import-content';
import './studio-transfer.css';

/** The content as a file: export it, or import one (the format of mocks/portfolio.json). */
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
      </div>
    </section>
  );
}
