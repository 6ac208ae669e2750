import type { Plugin } from 'vite';

const REACT_DOM_CLIENT = /\/react-dom\/cjs\/react-dom-client\.production\.js$/;

/** `var SuspenseException = Error(formatProdErrorMessage(460))` and its kind, at module level. */
const MODULE_LEVEL_SENTINEL =
  /^(\s*(?:var )?\w+Exception = )Error\((formatProdErrorMessage\(\d+\))\)/gm;

/**
 * React DOM's sentinels as objects that inherit from Error.prototype, with the same message,
 * made without the Error constructor.
 *
 * React DOM makes five Errors as its module loads (SuspenseException, SelectiveHydrationException
 * and their kind), which it only ever throws and compares by identity. While a page's DevTools
 * Runtime domain is on, as in every Lighthouse run (PageSpeed Insights included) and every
 * Playwright test, V8 records where each Error is made, and to place these it parses again the
 * one function that holds React DOM's whole module: a long task of its own on a phone's CPU
 * (`tests/unit/build-output.test.ts` counts the Errors made; the bench's Runtime-on column
 * shows the time). An object made with `Object.create` records no stack, and nothing in React
 * reads one from these.
 */
export function stacklessReactSentinels(): Plugin {
  return {
    name: 'portfolio:stackless-react-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      return code.replace(
        MODULE_LEVEL_SENTINEL,
        (_match, declaration: string, message: string) =>
          `${declaration}Object.create(Error.prototype, { message: { value: ${message}, writable: true, configurable: true } })`,
      );
    },
  };
}
