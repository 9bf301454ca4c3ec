import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { DEFAULT_TIME_ZONE } from '@shared/domain/dates';
import { demoRequester, requesterTicket } from '../factories/tickets';

/**
 * Every spec imports `test` and `expect` from here. The browser runs under the real security
 * headers (the local edge sends CloudFront's, infra/web-headers.ts), and a test fails when the
 * browser reports any Content Security Policy violation on any page it opened, in its own context
 * or in one it made with `browser.newContext()`.
 */

const REPORT_BINDING = '__helpdeskReportCspViolation';

async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline content'} on ${location.pathname}`);
    });
  }, REPORT_BINDING);
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const made = await newContext(...args);
        await watchCsp(made, violations);
        return made;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'the browser reported Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const DEMO_PASSWORD = 'Demo@1234';

/**
 * 'DD/MM/YYYY' of an instant in the demo tenant's zone (Kolkata, UTC+05:30 all year): the days the
 * portal's dates and ranges count, which the machine's own date lags from 18:30 UTC.
 */
export const tenantDay = (time: number): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: DEFAULT_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(time)
    .replaceAll('.', '/');

/** Session storage a signed-in tab holds (web/src/lib/session.ts), kept per e-mail in this worker. */
const IDENTITY_KEYS = ['email', 'mobile', 'openId', 'userId', 'userDepartment', 'employeeId', 'jwtToken'];
const ROLE_KEYS = ['isCentralPoolAgent', 'isTeamLead', 'isCentralAdmin', 'isAgent'];
const SESSION_REUSE_MS = 10 * 60_000; // well inside the 15-minute access token
const signedIn = new Map<string, { entries: Record<string, string>; at: number }>();

/**
 * Signs in through the login page; later calls for the same demo user in this worker reuse that
 * sign-in's access token (checked first, so a session a test ended is never reused), since each
 * sign-in costs about 0.7 s of scrypt on the server. `fresh` always goes through the login page.
 */
export async function signInAs(page: Page, email: string, password = passwordOf(email), { fresh = false } = {}) {
  const kept = signedIn.get(email);
  if (!fresh && password === DEMO_PASSWORD && kept && Date.now() - kept.at < SESSION_REUSE_MS) {
    const check = await page.request.post('/api/user/getUserDetails', {
      headers: { Authorization: `Bearer ${kept.entries.jwtToken}` },
      data: { id: kept.entries.userId },
    });
    if (check.ok()) {
      await page.goto('/login');
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
      }, kept.entries);
      await page.goto('/ticket');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
      return;
    }
    signedIn.delete(email);
  }
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Sign-in hashes at OWASP's scrypt cost (about 0.7 s of CPU, far more on a busy machine).
  await expect(page).toHaveURL(/\/ticket$/, { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
  if (password !== DEMO_PASSWORD) return;
  const entries = await page.evaluate(
    (keys) =>
      Object.fromEntries(
        keys.flatMap((key) => {
          const value = window.sessionStorage.getItem(key);
          return value === null ? [] : [[key, value]];
        }),
      ),
    [...IDENTITY_KEYS, ...ROLE_KEYS],
  );
  signedIn.set(email, { entries, at: Date.now() });
}

/**
 * Clear Filter on a list with saved filters: the page reloads on its defaults. A list starts from
 * here when a saved filter of an earlier run (or of another spec signed in as the same user) could
 * narrow it.
 */
export async function clearSavedFilters(page: Page) {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(toast(page, 'Filters cleared succesfully')).toBeVisible();
  await reloaded;
}

/** The value shown under `label` in a region of labelled fields, e.g. a ticket's 'Ticket Details'. */
export const labelledValue = (page: Page, region: string, label: string) =>
  page
    .getByRole('region', { name: region })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** The value shown under a label in the ticket's labelled fields. */
export const ticketField = (page: Page, label: string) => labelledValue(page, 'Ticket fields', label);

/** The local SES emulator's store, 12 ports above the web (infra/local/environment.ts). */
const sesStoreUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3400) + 12}/store`;

/** A mail as the local SES inbox keeps it. */
export interface InboxMail {
  subject: string;
  destination: { to: string[] };
  replyTo: string[];
  body: { text: string };
}

/** The mails in the local SES inbox, in the store's order (the mail job sends what is queued into it). */
export async function sesInbox(request: APIRequestContext): Promise<InboxMail[]> {
  return ((await (await request.get(sesStoreUrl)).json()) as { emails: InboxMail[] }).emails;
}

/** A toast by its text (the visible toast; its text is also in a live region, which this leaves out). */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-toast]', { hasText: text });

/** Presses a form's button and waits for the toast it raises: how a save is seen to land or be refused. */
export async function pressAndSeeToast(page: Page, button: Locator, text: string | RegExp) {
  await button.click();
  await expect(toast(page, text)).toBeVisible();
}

/** Opens a screen from the header's Admin menu. */
export async function openFromAdminMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * A user's access token (a demo user's unless told the password), for setting up through the API
 * what a test then checks in the browser.
 */
export async function apiToken(
  request: APIRequestContext,
  email: string,
  password = passwordOf(email),
): Promise<string> {
  const answer = await request.post('/api/user/login', { data: { email, password } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).responseObj.token;
}

/** A POST through the API that must succeed, answering its parsed body. */
export async function apiPost<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
) {
  const answer = await request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/**
 * A person of a test's own, named `name`: e-mail, open id, mobile and employee id made unique by
 * `stamp`, so no other test (or a retry) holds them.
 */
export const stampedPerson = (name: string, stamp: number) => ({
  email: `${name.toLowerCase()}-${stamp}@demo.local`,
  fullName: `${name} ${stamp}`,
  openId: `${name.toLowerCase()}-${stamp}`,
  mobile: `91${String(stamp).slice(-10)}`,
  employeeId: `EMP${String(stamp).slice(-6)}`,
});

/** What a test names of a person it adds; `addPerson` fills in the rest. */
export interface NewPerson {
  email: string;
  fullName: string;
  openId: string;
  mobile: string;
  employeeId: string;
  [field: string]: unknown;
}

/**
 * The password addPerson gives unless told otherwise: an admin-typed password follows the
 * set-password rule (10 characters at least, not common), which the demo's older one predates.
 */
export const ADDED_PERSON_PASSWORD = 'Added#Person-2026';
/** The passwords addPerson gave, so signInAs and apiToken sign its people in with theirs. */
const addedPasswords = new Map<string, string>();
const passwordOf = (email: string) => addedPasswords.get(email) ?? DEMO_PASSWORD;

/**
 * The central admin adds a person through the API: unless told otherwise a requester, a School
 * teacher of Hyderabad North whose department is IT Support, with ADDED_PERSON_PASSWORD (`password:
 * undefined` adds them without one, so they are mailed an invite). Answers the new user's id.
 */
export async function addPerson(request: APIRequestContext, person: NewPerson): Promise<string> {
  const form = {
    officeType: 'School',
    designation: 'Teacher',
    helpdeskRole: 'user',
    branch: 'Hyderabad North',
    openDepartmentId: '1',
    password: ADDED_PERSON_PASSWORD,
    ...person,
  };
  const created = await apiPost<{ success: boolean; id: string }>(
    request,
    await apiToken(request, 'admin@demo.local'),
    '/api/user/save',
    form,
  );
  expect(created.success).toBe(true);
  if (typeof form.password === 'string') addedPasswords.set(form.email, form.password);
  return created.id;
}

/**
 * Uma (user@demo.local) raises a ticket through the API, in IT Support / help topic 1 unless told
 * otherwise; answers its id. `fields` are more of the help topic's form values.
 */
export async function raiseDemoTicket(
  request: APIRequestContext,
  subject: string,
  { departmentId = '1', helpTopicId = '1', slaPlan = '2', fields = {} as object } = {},
): Promise<string> {
  const saved = await apiPost<{ success: boolean; id: string }>(
    request,
    await apiToken(request, 'user@demo.local'),
    '/api/ticket/save',
    requesterTicket(demoRequester, {
      departmentId,
      helpTopicId,
      slaPlan,
      branch: 'Hyderabad North',
      schCol: 'School',
      dynamicFormJson: { issue_summary: subject, priority_level: 'Medium', is_it_blocking_work: false, ...fields },
    }),
  );
  expect(saved.success).toBe(true);
  return saved.id;
}

/**
 * Fills in the Laptop / Desktop Issue help topic's form on New Ticket (within `scope`, the page or
 * the New Ticket form), noticed on 15/03/2026; and the ticket's Description when given.
 */
export async function fillLaptopIssueForm(
  scope: Page | Locator,
  fields: { summary: string; priority: string; assetTag: string; blocking: 'Yes' | 'No'; description?: string },
) {
  await scope.getByLabel('Issue Summary').fill(fields.summary);
  await scope.getByLabel('Priority Level').selectOption(fields.priority);
  await scope.getByLabel('Asset Tag').fill(fields.assetTag);
  await scope.getByLabel('Issue Noticed On', { exact: true }).fill('15/03/2026');
  await scope
    .getByRole('radiogroup', { name: 'Is It Blocking Work' })
    .getByRole('radio', { name: fields.blocking })
    .check();
  if (fields.description) await scope.getByLabel('Description').fill(fields.description);
}

/**
 * Runs axe-core on the page as it stands (WCAG 2.1 A and AA rules) and fails on any serious or
 * critical violation, listing each with the elements it found (issue 17).
 */
export async function expectNoSeriousA11yViolations(page: Page, screen = new URL(page.url()).pathname) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  // Colours are judged as they settle: a button just enabled is still fading from its disabled
  // colours for Fluent's 100 ms transition. With reduced motion (which Fluent honours) one that
  // starts while axe runs, as a refresh ends, is instant; one under way is waited for. Endless
  // animations (skeleton shimmer) are not waited for.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Fluent's focus manager (tabster) puts hidden focusable sentinels at the edges of toolbars,
    // menus and dialogs on purpose: focus landing there is moved on at once, so no one stops there.
    .exclude('[data-tabster-dummy]')
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
  expect(serious, `serious accessibility violations on ${screen}`).toEqual([]);
}

/**
 * Holds back the page's requests to `path` until the answer's `release()`, to see a screen while an
 * action is under way (a post's thread reload, a refresh).
 */
export async function holdRequests(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until a screen has drawn its data: its heading is up and nothing is marked busy or loading. */
export async function waitForScreen(page: Page) {
  // A screen's code loads on first visit: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"], .fui-Spinner, [role="progressbar"]')).toHaveCount(0, {
    timeout: 20_000,
  });
}

/**
 * The contrast ratio (WCAG) of a header button's text against the header bar behind it, from the
 * computed styles: the button's own background when it paints one, else the nearest ancestor's.
 */
export async function headerButtonContrast(button: Locator): Promise<number> {
  return button.evaluate((element) => {
    const rgb = (colour: string) => (/rgba?\(([^)]+)\)/.exec(colour)?.[1] ?? '0,0,0,0').split(',').map(Number);
    const painted = (colour: string) => (rgb(colour)[3] ?? 1) > 0;
    let behind: Element | null = element;
    while (behind && !painted(getComputedStyle(behind).backgroundColor)) behind = behind.parentElement;
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour).map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    const text = luminance(getComputedStyle(element).color);
    const background = luminance(behind ? getComputedStyle(behind).backgroundColor : 'rgb(255,255,255)');
    return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
  });
}
