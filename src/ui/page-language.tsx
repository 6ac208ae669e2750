import { createContext, useContext, type ReactNode } from 'react';
import { SOURCE_LANGUAGE, type SiteLanguage, type SiteLanguages } from '@/domain/site-languages';

/** The language a page is in, and the site's languages (the switcher offers them). */
export interface PageLanguage {
  language: SiteLanguage;
  site: SiteLanguages;
}

/** A site in the source language alone: the page of a test that names no language. */
export const ONE_LANGUAGE_PAGE: PageLanguage = {
  language: SOURCE_LANGUAGE,
  site: { default: SOURCE_LANGUAGE, all: [SOURCE_LANGUAGE] },
};

const PageLanguageContext = createContext<PageLanguage>(ONE_LANGUAGE_PAGE);

/**
 * A document is in one language: its address says which (`/fr/…`), and a switch of language
 * loads the other language's page, so the value never changes while the app runs.
 */
export function PageLanguageProvider({
  value,
  children,
}: {
  value: PageLanguage;
  children: ReactNode;
}) {
  return <PageLanguageContext value={value}>{children}</PageLanguageContext>;
}

export function usePageLanguage(): PageLanguage {
  return useContext(PageLanguageContext);
}
