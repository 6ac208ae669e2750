import { useStudioContent } from '@/queries/studio/use-studio-content';
import { LiveUpdatesNotice } from '@/ui/live-updates-notice';
import { LoadError } from '@/ui/load-error';
import { StudioWaiting } from '@/sections/studio/studio-waiting';
import { LanguagesForm } from './languages-form';
import '@/sections/studio-languages/studio-languages.css';

/** The site's languages: which, and which is the default. */
export function LanguagesSection() {
  const { content, retry, retrying } = useStudioContent();
  return (
    <section className="studio-section card" aria-labelledby="studio-languages">
      <h2 id="studio-languages" tabIndex={-1} className="studio-section-title">
        Languages
      </h2>
      <p>
        Your site is in these languages. The first is the default: its pages are at your site’s own
        addresses, and each other language’s under its code (<code>/fr/</code>). Your texts are
        written in the default language; translate them in Translations.
      </p>
      {content.data ? (
        <>
          {content.isError && (
            <LiveUpdatesNotice subject="the languages" retrying={retrying} onRetry={retry} />
          )}
          <LanguagesForm content={content.data} />
        </>
      ) : content.isError ? (
        <LoadError message="The languages could not be loaded." onRetry={retry} />
      ) : (
        <StudioWaiting text="Loading the languages…" />
      )}
    </section>
  );
}
