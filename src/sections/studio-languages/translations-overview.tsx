import { Link } from '@tanstack/react-router';
import { siteLanguagesOf } from '@/domain/site-languages';
import type { StudioContent } from '@/domain/studio-content';
import { languageName } from './languages-form';
import { countUntranslated, describeCount, translatableDocuments } from './translatable-texts';

/** On the overview: each of the site's other languages, what it lacks, and a way to it. */
export function TranslationsOverview({ content }: { content: StudioContent }) {
  const site = siteLanguagesOf(content.profile.fields.languages);
  const others = site.all.filter((language) => language !== site.default);
  if (others.length === 0) return null;
  const documents = translatableDocuments(content);
  return (
    <ul className="studio-overview-languages">
      {others.map((language) => (
        <li key={language}>
          <Link to="/studio/translations" search={{ language }}>
            {languageName(language)}
          </Link>
          : {describeCount(countUntranslated(documents, language))}
        </li>
      ))}
    </ul>
  );
}
