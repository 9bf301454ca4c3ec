import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { startLocalStack } from '../../infra/local/stack';
import { findChromium } from '../chromium';
import { demoRequester, requesterTicket } from '../factories/tickets';
import { coldSession, kb, moveToAllTickets, WEB_BYTE_BUDGETS, watchScriptBytes } from '../webBytes';

/**
 * `npm run bench:web` (issue 17): the web as a school office's browser meets it. Builds the web,
 * starts the local stack with the demo tenant (serving the build compressed, as CloudFront does),
 * and for each route records, on a cold cache in Chromium with the network of a school office
 * (1.6 Mbps down, 750 kbps up, 150 ms round trip) and a 4× slower CPU:
 * - the JS bytes actually loaded (as served: br/gzip on the wire) and the number of requests;
 * - beside them, not budgeted, the stylesheets' bytes (Fluent's styles are a stylesheet in the build);
 * - the largest contentful paint and the total blocking time of the load (as Lighthouse counts it:
 *   the part over 50 ms of each task after the first contentful paint);
 * - one interaction's latency after the load (INP: the longest event timing of that click; a click
 *   answered within 16 ms, under the event timings' threshold, is read from its first-input entry);
 *   it is not counted in the load's blocking time;
 * - for /allTickets, the JS fetched when moving there from My Tickets inside the app.
 * Prints a table and writes JSON, each figure marked against the issue's budgets. Times vary with
 * the machine, and from one load to the next by a third or more on a busy 2-core machine: each route
 * is loaded `--runs` times (3), each on a cold cache, and the table shows the median of each figure,
 * after one untimed load that starts the browser's and the server's processes (a school's browser
 * is already running, and CloudFront and the functions are warm). The byte budgets are what a browser
 * downloads, whatever the machine.
 */

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3950' },
    out: { type: 'string', default: 'bench-web-report.json' },
    /** Skip `npm run build:web` (a build already in dist/web). */
    'no-build': { type: 'boolean', default: false },
    /** Loads per route; the table shows each figure's median. */
    runs: { type: 'string', default: '3' },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 1);

export const WEB_BUDGETS = {
  ...WEB_BYTE_BUDGETS,
  lcpMs: 2_500,
  tbtMs: 200,
} as const;

const SCHOOL_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};
const CPU_SLOWDOWN = 4;
const DEMO_PASSWORD = 'Demo@1234';

interface RouteMeasure {
  route: string;
  jsBytes: number;
  cssBytes: number;
  requests: number;
  lcpMs: number | null;
  tbtMs: number;
  inpMs: number | null;
  budgets: Record<string, { value: number | null; budget: number; within: boolean }>;
  /** Each load's times, of which the figures above are the medians. */
  runs?: { lcpMs: number | null; tbtMs: number; inpMs: number | null }[];
}

if (!values['no-build']) {
  const built = spawnSync('npm', ['run', '--silent', 'build:web'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const dataDir = mkdtempSync(join(tmpdir(), 'helpdesk-bench-web-'));
const stack = await startLocalStack({ port: Number(values.port), dataDir, tenant: 'demo', functions: 'bundles' });
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });

/** What OBSERVE_PAGE records in the page (window.__benchWeb). */
interface PageStore {
  fcp: number;
  lcp: number;
  longTasks: { start: number; duration: number }[];
  events: number[];
  firstInput: number | null;
}

/** Records FCP, LCP, long tasks and event timings from the first byte of every page. */
const OBSERVE_PAGE = () => {
  const store: PageStore = { fcp: 0, lcp: 0, longTasks: [], events: [], firstInput: null };
  (window as unknown as { __benchWeb: PageStore }).__benchWeb = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') store.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.events.push(entry.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.firstInput = entry.duration;
  }).observe({ type: 'first-input', buffered: true });
};

async function throttled(context: BrowserContext, page: Page) {
  const session = await coldSession(context, page);
  await session.send('Network.emulateNetworkConditions', SCHOOL_NETWORK);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return session;
}

/** A signed-in tab (the session lives in the tab's sessionStorage), its cache then emptied. */
async function signedInPage(email: string) {
  const context = await browser.newContext({ baseURL: stack.url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/ticket$/, { timeout: 60_000 });
  await page.goto('about:blank');
  return { context, page };
}

/** LCP and TBT of the load, read before any interaction (whose own task is INP's, not the load's). */
async function loadFigures(page: Page) {
  // Let the page settle so late long tasks and the last LCP candidate are counted.
  await page.waitForTimeout(1_000);
  return page.evaluate(() => {
    const store = (window as unknown as { __benchWeb: PageStore }).__benchWeb;
    // Total blocking time as Lighthouse defines it: from the first contentful paint on, the part of
    // each task over 50 ms (a task that starts before the paint counts from the paint).
    const tbt = store.longTasks.reduce((sum, task) => {
      const end = task.start + task.duration;
      const counted = end - Math.max(task.start, store.fcp);
      return counted > 50 ? sum + counted - 50 : sum;
    }, 0);
    return { lcp: store.lcp || null, tbt };
  });
}

/** The interaction's latency: its longest event timing, else its first-input entry (under 16 ms). */
async function interactionLatency(page: Page): Promise<number | null> {
  await page.waitForTimeout(1_000);
  return page.evaluate(() => {
    const store = (window as unknown as { __benchWeb: PageStore }).__benchWeb;
    return store.events.length > 0 ? Math.max(...store.events) : store.firstInput;
  });
}

function marked(route: string, figures: Omit<RouteMeasure, 'budgets' | 'route'>, bytesBudget: number): RouteMeasure {
  return {
    route,
    ...figures,
    budgets: {
      jsBytes: { value: figures.jsBytes, budget: bytesBudget, within: figures.jsBytes <= bytesBudget },
      lcpMs: {
        value: figures.lcpMs,
        budget: WEB_BUDGETS.lcpMs,
        within: figures.lcpMs !== null && figures.lcpMs <= WEB_BUDGETS.lcpMs,
      },
      tbtMs: { value: figures.tbtMs, budget: WEB_BUDGETS.tbtMs, within: figures.tbtMs <= WEB_BUDGETS.tbtMs },
    },
  };
}

interface RouteScenario {
  route: string;
  /** Who opens it (undefined: signed out). */
  as?: string;
  /** What shows once the page is there. */
  ready: (page: Page) => Promise<unknown>;
  /** One interaction after the load (open a filter, a menu, a field), whose latency is INP. */
  interact: (page: Page) => Promise<unknown>;
}

/** A ticket for /viewTicket: the demo requester raises one through the API (as tests/e2e/helpers.ts does). */
async function raisedTicketId(): Promise<string> {
  const login = await fetch(`${stack.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'user@demo.local', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { responseObj: { token: string } }).responseObj.token;
  const saved = await fetch(`${stack.url}/api/ticket/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(
      requesterTicket(demoRequester, {
        branch: 'Hyderabad North',
        schCol: 'School',
        dynamicFormJson: {
          issue_summary: 'Projector in room 4 flickers',
          priority_level: 'Medium',
          is_it_blocking_work: false,
        },
      }),
    ),
  });
  const body = (await saved.json()) as { success?: boolean; id?: string };
  if (!body.id) throw new Error(`Raising the bench's ticket failed: ${JSON.stringify(body).slice(0, 200)}`);
  return body.id;
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name }).first().waitFor({ timeout: 120_000 });

const ticketId = await raisedTicketId();
const scenarios: RouteScenario[] = [
  {
    route: '/login',
    ready: (page) => page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 120_000 }),
    interact: (page) => page.getByLabel('Email address').click(),
  },
  {
    route: '/ticket',
    as: 'user@demo.local',
    ready: heading('My Tickets'),
    interact: (page) => page.getByRole('combobox', { name: 'Status', exact: true }).click(),
  },
  {
    route: `/viewTicket/id:${ticketId}`,
    as: 'admin@demo.local',
    ready: heading(/Ticket/),
    interact: (page) => page.getByRole('combobox', { name: 'Change Assignee' }).click(),
  },
  {
    route: '/allTickets',
    as: 'admin@demo.local',
    ready: heading('All Tickets'),
    interact: (page) => page.getByRole('combobox').first().click(),
  },
  {
    route: '/analytics',
    as: 'admin@demo.local',
    ready: heading('Analytics'),
    interact: (page) => page.getByRole('combobox', { name: 'Select Analytics View' }).click(),
  },
  {
    route: '/addTicket',
    as: 'user@demo.local',
    ready: heading('New Ticket'),
    interact: (page) => page.getByLabel('Department').click(),
  },
];

type Figures = Omit<RouteMeasure, 'budgets' | 'route'>;

/** One cold load of a route, measured. */
async function measureOnce(scenario: RouteScenario): Promise<Figures> {
  const { context, page } = scenario.as
    ? await signedInPage(scenario.as)
    : await (async () => {
        const context = await browser.newContext({ baseURL: stack.url });
        return { context, page: await context.newPage() };
      })();
  try {
    await page.addInitScript(OBSERVE_PAGE);
    const session = await throttled(context, page);
    const network = watchScriptBytes(session);
    await page.goto(scenario.route);
    await scenario.ready(page);
    await page.waitForLoadState('networkidle');
    const figures = await loadFigures(page);
    await scenario.interact(page);
    return {
      jsBytes: network.jsBytes,
      cssBytes: network.cssBytes,
      requests: network.requests,
      lcpMs: figures.lcp,
      tbtMs: figures.tbt,
      inpMs: await interactionLatency(page),
    };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const medianOrNull = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : median(known);
};

/** Each figure's median over the runs (bytes and requests barely vary; times do). */
const medianFigures = (runs: Figures[]): Figures => ({
  jsBytes: median(runs.map((run) => run.jsBytes)),
  cssBytes: median(runs.map((run) => run.cssBytes)),
  requests: median(runs.map((run) => run.requests)),
  lcpMs: medianOrNull(runs.map((run) => run.lcpMs)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
  inpMs: medianOrNull(runs.map((run) => run.inpMs)),
});

const results: RouteMeasure[] = [];
try {
  // Untimed: starts the browser's renderer and the server's functions, which a school's browser and
  // a deployed tenant already have running; the first route measured paid for it before.
  await measureOnce(scenarios[0]);
  for (const scenario of scenarios) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(scenario));
    const bytesBudget = scenario.route === '/login' ? WEB_BUDGETS.loginJsBytes : WEB_BUDGETS.routeJsBytes;
    const measure = marked(scenario.route.replace(/id:\d+/, 'id:<id>'), medianFigures(runs), bytesBudget);
    results.push({ ...measure, runs: runs.map(({ lcpMs, tbtMs, inpMs }) => ({ lcpMs, tbtMs, inpMs })) });
  }

  // Moving inside the app: My Tickets, then All Tickets from the menu.
  const { context, page } = await signedInPage('admin@demo.local');
  await page.addInitScript(OBSERVE_PAGE);
  const session = await throttled(context, page);
  const network = watchScriptBytes(session);
  await moveToAllTickets(page, network, (name) => heading(name)(page));
  await page.waitForLoadState('networkidle');
  const moved = network.jsBytes;
  results.push({
    route: '/ticket → /allTickets',
    jsBytes: moved,
    cssBytes: network.cssBytes,
    requests: network.requests,
    lcpMs: null,
    tbtMs: 0,
    inpMs: null,
    budgets: { jsBytes: { value: moved, budget: WEB_BUDGETS.moveJsBytes, within: moved <= WEB_BUDGETS.moveJsBytes } },
  });
  await context.close();
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);
const mark = (measure: RouteMeasure) =>
  Object.entries(measure.budgets)
    .filter(([, budget]) => !budget.within)
    .map(([name]) => name)
    .join(', ') || 'within';
console.log(
  `\n${'Route'.padEnd(24)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'Requests'.padStart(10)}${'LCP'.padStart(10)}${'TBT'.padStart(10)}${'INP'.padStart(10)}  Budgets`,
);
for (const measure of results) {
  console.log(
    `${measure.route.padEnd(24)}${kb(measure.jsBytes).padStart(10)}${kb(measure.cssBytes).padStart(10)}${String(measure.requests).padStart(10)}${ms(
      measure.lcpMs,
    ).padStart(10)}${ms(measure.tbtMs).padStart(10)}${ms(measure.inpMs).padStart(10)}  ${
      mark(measure) === 'within' ? 'within' : `over: ${mark(measure)}`
    }`,
  );
}
console.log(
  `\nBudgets: JS on /login ≤ ${kb(WEB_BUDGETS.loginJsBytes)}, other routes ≤ ${kb(WEB_BUDGETS.routeJsBytes)} cold, ≤ ${kb(
    WEB_BUDGETS.moveJsBytes,
  )} moving between routes; LCP ≤ ${WEB_BUDGETS.lcpMs} ms, TBT ≤ ${WEB_BUDGETS.tbtMs} ms (1.6 Mbps, 150 ms, CPU ×${CPU_SLOWDOWN}).
Medians of ${RUNS} cold loads per route.`,
);
writeFileSync(
  values.out,
  `${JSON.stringify({ network: SCHOOL_NETWORK, cpuSlowdown: CPU_SLOWDOWN, runs: RUNS, results }, null, 2)}\n`,
);
console.log(`Wrote ${values.out}.`);
