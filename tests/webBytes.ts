import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * The web's byte budgets (issue 17) and how both `npm run bench:web` (tests/bench/web.ts) and the
 * browser test (tests/e2e/byte-budgets.spec.ts) measure them: the JS a Chromium tab downloads, as
 * served (the local edge compresses as CloudFront does: Brotli), counted from the DevTools
 * protocol's network events on a cold cache.
 */

export const WEB_BYTE_BUDGETS = {
  /** The login page, cold. */
  loginJsBytes: 110 * 1024,
  /** Any other route, signed in, cold (first visit of the app). */
  routeJsBytes: 180 * 1024,
  /** Moving to another route inside the app afterwards. */
  moveJsBytes: 60 * 1024,
} as const;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export interface ScriptBytes {
  /** Starts counting again from zero (e.g. once the first route has loaded). */
  reset(): void;
  readonly jsBytes: number;
  /**
   * Stylesheets' bytes on the wire, prefetched ones included. Not budgeted: reported beside the JS,
   * since the build moves Fluent's styles out of the JS into a stylesheet (web/build/fluentStylesheet.ts).
   */
  readonly cssBytes: number;
  readonly requests: number;
  /** Each script and its bytes on the wire, for a failure message. */
  readonly scripts: ReadonlyMap<string, number>;
}

/** Counts scripts and their bytes on the wire (encoded: compressed as served), and all requests. */
export function watchScriptBytes(session: CDPSession): ScriptBytes {
  const urls = new Map<string, string>();
  const scripts = new Map<string, number>();
  const stylesheets = new Set<string>();
  let jsBytes = 0;
  let cssBytes = 0;
  let requests = 0;
  session.on('Network.requestWillBeSent', () => {
    requests += 1;
  });
  session.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') urls.set(event.requestId, new URL(event.response.url).pathname);
    else if (event.response.mimeType === 'text/css') stylesheets.add(event.requestId);
  });
  session.on('Network.loadingFinished', (event) => {
    if (stylesheets.delete(event.requestId)) cssBytes += event.encodedDataLength;
    const url = urls.get(event.requestId);
    if (url === undefined) return;
    jsBytes += event.encodedDataLength;
    scripts.set(url, (scripts.get(url) ?? 0) + event.encodedDataLength);
  });
  return {
    reset() {
      urls.clear();
      scripts.clear();
      stylesheets.clear();
      jsBytes = 0;
      cssBytes = 0;
      requests = 0;
    },
    get jsBytes() {
      return jsBytes;
    },
    get cssBytes() {
      return cssBytes;
    },
    get requests() {
      return requests;
    },
    get scripts() {
      return scripts;
    },
  };
}

/** A DevTools session on the page with the network watched and the browser cache emptied (a cold visit). */
export async function coldSession(context: BrowserContext, page: Page): Promise<CDPSession> {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.clearBrowserCache');
  await session.send('Network.setCacheDisabled', { cacheDisabled: false });
  return session;
}

/** The scripts loaded, largest first, for a budget's failure message. */
export const scriptList = (bytes: ScriptBytes): string =>
  [...bytes.scripts]
    .sort((a, b) => b[1] - a[1])
    .map(([url, size]) => `${kb(size).padStart(9)}  ${url}`)
    .join('\n');

/**
 * The move the bench and the browser test both count: My Tickets loaded and settled, then All
 * Tickets from the main menu, with `bytes` counting from the click. `headingShown` is the caller's
 * own wait for a screen's heading (the bench waits longer, on a throttled network).
 */
export async function moveToAllTickets(
  page: Page,
  bytes: ScriptBytes,
  headingShown: (name: string) => Promise<unknown>,
): Promise<void> {
  await page.goto('/ticket');
  await headingShown('My Tickets');
  await page.waitForLoadState('networkidle');
  bytes.reset();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^All Tickets/ })
    .click();
  await headingShown('All Tickets');
}
