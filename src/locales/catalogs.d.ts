// A catalog (src/locales/<code>.po) as @lingui/vite-plugin compiles it when it is imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
