import { i18n as pageI18n, type I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { CvWords } from '@/domain/cv-words';
import { RESUME_SECTIONS } from '@/domain/resume-sections';
import { isSiteLanguage, SOURCE_LANGUAGE } from '@/domain/site-languages';
import { CV_LAYOUT } from './cv-layout';

/**
 * The CV's words, the same the CV page shows: in the language active now, or in `i18n`'s
 * (interface-catalogs.ts's interfaceI18n), which its functions keep whenever they are called.
 */
export function cvWords(i18n: I18n = pageI18n): CvWords {
  const locale = i18n.locale;
  return {
    language: isSiteLanguage(locale) ? locale : SOURCE_LANGUAGE,
    locale,
    cv: t(i18n)`CV`,
    headings: Object.fromEntries(
      RESUME_SECTIONS.map((section) => [section, i18n._(CV_LAYOUT[section].heading)]),
    ) as CvWords['headings'],
    present: t(i18n)`present`,
    website: t(i18n)`Website`,
    score: (score) => t(i18n)`Score: ${score}`,
  };
}
