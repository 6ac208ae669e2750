import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { INTERFACE_LANGUAGES, SOURCE_LANGUAGE } from './src/domain/site-languages.ts';

/**
 * The site's own words (docs/catalogs.md): written in English in the code with Lingui's macros,
 * gathered by `npm run messages` into one catalog a language, src/locales/<code>.po, which the
 * build compiles (@lingui/vite-plugin). The studio's interface is English only: it is not here.
 */
export default defineConfig({
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...INTERFACE_LANGUAGES],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/src/sections/studio*/**', '**/src/data/studio/**', '**/src/queries/studio/**'],
    },
  ],
  // The catalogs name no source lines: moving code changes no translation file.
  orderBy: 'messageId',
  format: formatter({ origins: false }),
});
