import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as sourceMessages } from '@/locales/en.po';
import { SOURCE_LANGUAGE, type SiteLanguage } from '@/domain/site-languages';

/**
 * Each other language's catalog is a file of its own, loaded only by that language's pages; the
 * source language's is in the page's main code, so a site in English alone requests no catalog.
 */
const OTHER_CATALOGS: Record<Exclude<SiteLanguage, 'en'>, () => Promise<Messages>> = {
  fr: () => import('@/locales/fr.po').then((catalog) => catalog.messages),
  de: () => import('@/locales/de.po').then((catalog) => catalog.messages),
};

i18n.load(SOURCE_LANGUAGE, sourceMessages);
i18n.activate(SOURCE_LANGUAGE);
const loaded = new Set<SiteLanguage>([SOURCE_LANGUAGE]);

/** Loads `language`'s catalog (once) and makes it the one Lingui's messages are read from. */
export async function activateInterfaceLanguage(language: SiteLanguage): Promise<void> {
  if (language !== 'en' && !loaded.has(language)) {
    i18n.load(language, await OTHER_CATALOGS[language]());
    loaded.add(language);
  }
  i18n.activate(language);
}

/**
 * Lingui with `language`'s catalog, apart from the page's: for words read after the call (the
 * server build's words for its scripts, whose functions fill in names later), never changing the
 * language the page's own messages are read in.
 */
export async function interfaceI18n(language: SiteLanguage): Promise<I18n> {
  const messages = language === 'en' ? sourceMessages : await OTHER_CATALOGS[language]();
  return setupI18n({ locale: language, messages: { [language]: messages } });
}
