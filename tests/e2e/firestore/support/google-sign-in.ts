/**
 * Signing in through the Authentication emulator's Google page, offline.
 *
 * Firebase's popup sign-in talks to a helper frame through Google's `gapi.iframes` library,
 * loaded from https://apis.google.com/js/api.js, even on the emulator: the app's page loads it to
 * open the emulator's frame (/emulator/auth/iframe), and that frame loads it to answer. With no
 * network it never arrives, so these tests serve a small stand-in for the two calls both sides
 * make (`open`, `register`, `send`, `ping`, `getParentIframe`), carrying them by postMessage.
 * Everything else is real: the SDK, the emulator's sign-in page (popup), its frame and its
 * accounts. The sign-in page's stylesheets and Material script (unpkg, Google Fonts) are answered
 * empty: it works without them.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Runs in the page and in the emulator's frame; a plain script, so written as text. */
const GAPI_STAND_IN = String.raw`(() => {
  const TAG = 'e2e-gapi';
  const script = document.currentScript;
  const onload = script ? new URL(script.src).searchParams.get('onload') : null;
  let nextId = 0;
  /** Replies awaited, by call id. */
  const replies = new Map();
  /** Each channel's handlers and the calls that came before their handler, by the other window. */
  const channels = new Map();

  function channelFor(target) {
    let channel = channels.get(target);
    if (!channel) {
      channel = { target, handlers: new Map(), early: [], ready: null, onReady: [] };
      channels.set(target, channel);
    }
    return channel;
  }

  function answer(channel, { id, name, data }) {
    const handler = channel.handlers.get(name);
    if (!handler) {
      channel.early.push({ id, name, data });
      return;
    }
    Promise.resolve(handler(data)).then((result) => {
      channel.target.postMessage({ [TAG]: 'reply', id, result: [result] }, '*');
    });
  }

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || typeof message !== 'object' || !(TAG in message) || !event.source) return;
    const channel = channelFor(event.source);
    if (message[TAG] === 'ready') {
      channel.ready = true;
      channel.onReady.splice(0).forEach((resolve) => resolve());
    } else if (message[TAG] === 'call') {
      answer(channel, message);
    } else if (message[TAG] === 'reply') {
      const callback = replies.get(message.id);
      replies.delete(message.id);
      // As gapi does, a callback that throws stops there (Firebase's web storage check always
      // throws after it has answered).
      try {
        if (callback) callback(message.result);
      } catch {}
    }
  });

  function endpoint(channel) {
    return {
      register(name, handler) {
        channel.handlers.set(name, handler);
        channel.early.splice(0).forEach((call) => answer(channel, call));
      },
      send(name, data, callback) {
        const id = TAG + ':' + Math.random() + ':' + nextId++;
        if (callback) replies.set(id, callback);
        channel.target.postMessage({ [TAG]: 'call', id, name, data }, '*');
      },
    };
  }

  const context = {
    open(options, onOpen) {
      const frame = document.createElement('iframe');
      for (const [key, value] of Object.entries(options.attributes || {})) {
        if (key === 'style') Object.assign(frame.style, value);
        else frame.setAttribute(key, String(value));
      }
      frame.src = options.url;
      options.where.appendChild(frame);
      const channel = channelFor(frame.contentWindow);
      const iframe = {
        ...endpoint(channel),
        restyle: () => Promise.resolve(),
        ping(callback) {
          return new Promise((resolve) => {
            if (channel.ready) resolve();
            else channel.onReady.push(resolve);
          }).then(() => callback && callback());
        },
      };
      return onOpen ? onOpen(iframe) : Promise.resolve(iframe);
    },
    getParentIframe() {
      const channel = channelFor(window.parent);
      window.parent.postMessage({ [TAG]: 'ready' }, '*');
      return endpoint(channel);
    },
  };

  window.gapi = {
    load(_name, options) {
      setTimeout(() => (typeof options === 'function' ? options() : options.callback()));
    },
    iframes: {
      Iframe: function Iframe() {},
      CROSS_ORIGIN_IFRAMES_FILTER: () => true,
      getContext: () => context,
    },
  };
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  });
})();`;

/** What the sign-in page and `gapi` would fetch from Google: answered here, never sent. */
export const GOOGLE_SCRIPT_HOSTS =
  /^https:\/\/(apis\.google\.com|unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//;

/** Serves the stand-in and empty answers for the sign-in page's styles, in every page and frame. */
export async function serveGoogleScripts(context: BrowserContext): Promise<void> {
  await context.route(GOOGLE_SCRIPT_HOSTS, (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === 'apis.google.com' && url.pathname === '/js/api.js') {
      return route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN });
    }
    const type = url.pathname.endsWith('.js') ? 'text/javascript' : 'text/css';
    return route.fulfill({ contentType: type, body: '' });
  });
}

/**
 * Presses `signIn` (the studio's Google button) and, in the emulator's sign-in popup, picks the
 * account with `email`: one the emulator lists (`listed`: made beforehand, with its claims), or
 * one added there as a new Google account (`new`: no claims).
 */
export async function signInWithGoogle(
  page: Page,
  signIn: () => Promise<void>,
  email: string,
  account: 'listed' | 'new',
): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await signIn();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close');
  await expect(popup.getByText('Sign-in with Google')).toBeVisible();
  if (account === 'listed') {
    await popup.locator('.js-reuse-account', { hasText: email }).click();
  } else {
    await popup.getByRole('button', { name: 'Add new account' }).click();
    await popup.locator('#email-input').fill(email);
    await popup.getByRole('button', { name: 'Sign in with Google' }).click();
  }
  // The page closes its popup once the sign-in has reached it.
  await closed;
}
