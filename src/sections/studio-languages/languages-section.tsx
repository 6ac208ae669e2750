import { StudioContentSection } from '@/sections/studio/studio-content-section';
import { LanguagesForm } from './languages-form';
import '@/sections/studio-languages/studio-languages.css';

/** The site's languages: which, and which is the default. */
export function LanguagesSection() {
  return (
    <StudioContentSection
      id="studio-languages"
      title="Languages"
      subject="the languages"
      intro={
        <p>
          Your site is in these languages. The first is the default: its pages are at your site’s
          own addresses, and each other language’s under its code (<code>/fr/</code>). Your texts
          are written in the default language; translate them in Translations.
        </p>
      }
    >
      {(content) => <LanguagesForm content={content} />}
    </StudioContentSection>
  );
}
