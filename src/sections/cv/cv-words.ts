import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { CvWords } from '@/domain/cv-words';
import { RESUME_SECTIONS } from '@/domain/resume-sections';
import { isSiteLanguage, SOURCE_LANGUAGE } from '@/domain/site-languages';
import { CV_LAYOUT } from './cv-layout';

/** The CV's words in the language active now, the same the CV page shows (read, never kept). */
export function cvWords(): CvWords {
  const locale = i18n.locale;
  return {
    language: isSiteLanguage(locale) ? locale : SOURCE_LANGUAGE,
    locale,
    cv: t`CV`,
    headings: Object.fromEntries(
      RESUME_SECTIONS.map((section) => [section, i18n._(CV_LAYOUT[section].heading)]),
    ) as CvWords['headings'],
    present: t`present`,
    website: t`Website`,
    score: (score) => t`Score: ${score}`,
  };
}
