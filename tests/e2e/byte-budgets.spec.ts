import type { Page } from '@playwright/test';
import { coldSession, kb, moveToAllTickets, scriptList, WEB_BYTE_BUDGETS, watchScriptBytes } from '../webBytes';
import { expect, raiseDemoTicket, signInAs, test } from './helpers';

/**
 * Issue 17's byte budgets, in the browser: the JS a cold tab downloads, as served (Brotli, as
 * CloudFront sends it), counted the way `npm run bench:web` counts it (tests/webBytes.ts). Bytes
 * are deterministic for a build, so these run in `npm test`; times are the bench's.
 *
 * Where a budget is not met yet, the route is held to the ceiling it has reached instead (a little
 * above today's figure, so growth fails), with the issue's target named beside it; once a route
 * meets its budget, its ceiling becomes the budget. README, "Web budgets", lists both.
 */

const KB = 1024;

/**
 * Issue 17: /login ≤ 110 KB: met (98.2 KB). The login page, the toaster and the loading and error
 * screens are drawn without Fluent UI, which loads with the first screen that uses it.
 */
const LOGIN_CEILING = WEB_BYTE_BUDGETS.loginJsBytes;
/**
 * Issue 17: any other route ≤ 180 KB on a cold first visit (WEB_BYTE_BUDGETS.routeJsBytes). Not met
 * yet: each route is held to a little above what it measured (in brackets). Of each, React, the
 * router and SWR are ~77 KB and the Fluent UI shared by four or more screens ~110 KB (vite.config.ts).
 * Fluent's styles are a stylesheet, not JS, since web/build/fluentStylesheet.ts (~24 KB compressed,
 * fetched once; 27-30 KB less JS per route). React Compiler (web/build/reactCompiler.ts) added 4–9 KB
 * per route for two thirds less blocking time on the lists (README, "Web bench").
 */
const ROUTE_CEILINGS: Record<string, number> = {
  '/ticket': 256 * KB, // 250.3 KB
  // 247.3 KB: the ticket api module is its own chunk since the ticket view preloads its reads (+4 KB).
  '/addTicket': 254 * KB,
  // 261.5 KB, or ~8 KB more when the filter bar's user search has loaded by network idle.
  '/allTickets': 270 * KB,
  '/analytics': 252 * KB, // 245.4 KB
  // The ticket drawn whole, its reply editor (tiptap, ~125 KB, lazy after paint) included: 444.7 KB,
  // or ~12 KB more (fresh-clone CI) when the agent tools' user search has loaded by network idle.
  '/viewTicket': 458 * KB,
};
/** Issue 17: moving to another route ≤ 60 KB: met. */
const MOVE_CEILING = WEB_BYTE_BUDGETS.moveJsBytes;

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { name }).first()).toBeVisible({ timeout: 60_000 });

async function expectWithin(page: Page, bytes: ReturnType<typeof watchScriptBytes>, ceiling: number, what: string) {
  await page.waitForLoadState('networkidle');
  expect(
    bytes.jsBytes,
    `${what}: ${kb(bytes.jsBytes)} of JS, over ${kb(ceiling)}. Scripts:\n${scriptList(bytes)}`,
  ).toBeLessThanOrEqual(ceiling);
}

test('/login downloads at most its JS budget on a cold visit', async ({ page, context }) => {
  const bytes = watchScriptBytes(await coldSession(context, page));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 60_000 });
  await expectWithin(page, bytes, LOGIN_CEILING, '/login');
});

test.describe('a signed-in first visit downloads at most the route budget', () => {
  const routes: { route: string; as: string; name: string | RegExp }[] = [
    { route: '/ticket', as: 'user@demo.local', name: 'My Tickets' },
    { route: '/addTicket', as: 'user@demo.local', name: 'New Ticket' },
    { route: '/allTickets', as: 'admin@demo.local', name: 'All Tickets' },
    { route: '/analytics', as: 'admin@demo.local', name: 'Analytics' },
    { route: '/viewTicket', as: 'admin@demo.local', name: /Ticket/ },
  ];
  for (const { route, as, name } of routes) {
    test(`${route} as ${as}`, async ({ page, context, request }) => {
      const address =
        route === '/viewTicket'
          ? `/viewTicket/id:${await raiseDemoTicket(request, 'Byte budget: projector flickers')}`
          : route;
      await signInAs(page, as);
      await page.goto('about:blank');
      const bytes = watchScriptBytes(await coldSession(context, page));
      await page.goto(address);
      await heading(page, name);
      // The agent's ticket view loads its reply editor after the first paint: wait for it, so the
      // figure is the same on every run (it was counted or not by timing before).
      if (route === '/viewTicket') await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
      await expectWithin(page, bytes, ROUTE_CEILINGS[route], route);
    });
  }
});

test('moving from My Tickets to All Tickets downloads at most the move budget', async ({ page, context }) => {
  await signInAs(page, 'admin@demo.local');
  await page.goto('about:blank');
  const bytes = watchScriptBytes(await coldSession(context, page));
  await moveToAllTickets(page, bytes, (name) => heading(page, name));
  await expectWithin(page, bytes, MOVE_CEILING, '/ticket → /allTickets');
});

test("pointing at a menu link fetches its screen's code before the click", async ({ page }) => {
  await signInAs(page, 'admin@demo.local');
  await page.goto('/ticket');
  await heading(page, 'My Tickets');
  await page.waitForLoadState('networkidle');
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  });
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: /^Analytics/ }).hover();
  await expect.poll(() => fetched.some((path) => path.includes('/AnalyticsPage-'))).toBe(true);
  // Reached by keyboard, too.
  await menu.getByRole('link', { name: /^Dashboard/ }).focus();
  await expect.poll(() => fetched.some((path) => path.includes('/DashboardPage-'))).toBe(true);
  await expect(page.getByRole('heading', { name: 'My Tickets' })).toBeVisible();
});

// The app opening on a ticket asks for it while the screen's code loads (main.tsx); the screen then
// takes that answer. A request that differs from the screen's own would be sent twice.
test('a ticket opened by its address is asked for once, its thread once', async ({ page, request }) => {
  const ticketId = await raiseDemoTicket(request, `Opened from a mail ${Date.now()}`);
  await signInAs(page, 'user@demo.local');
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto(`/viewTicket/id:${ticketId}`);
  await heading(page, `Ticket #${ticketId}`);
  await expect(page.getByRole('form', { name: 'Post Reply' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path === '/api/ticket/getTicketByTicketId')).toHaveLength(1);
  expect(asked.filter((path) => path === '/api/ticketReplies/getByTicketId')).toHaveLength(1);
});
