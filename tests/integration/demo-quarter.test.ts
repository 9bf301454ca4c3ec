import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUARTER_JOURNAL, quarterState } from '../../infra/local/demoQuarterJournal';
import { type LocalStack, startLocalStack } from '../../infra/local/stack';
import { analyticsEndpoints } from '../../shared/contract/analytics';
import { getPieChartDetails } from '../../shared/contract/reference';
import { getTicketsOfTeam } from '../../shared/contract/teams';
import { getAllTicketsForCentralPool, getTicketsWithPageNumber } from '../../shared/contract/tickets';
import { getAllTransfers, getEscalatedByLoggedInUserId } from '../../shared/contract/transfers';
import { callAt, demo, signInAt } from './api';

/**
 * The demo quarter (issue 17, "alive on first start"): a stack started on a fresh data folder with
 * it, as `npm start` is (the quarter written behind the running server), stopped midway, and
 * started again on the same folder, finishes the quarter without writing a ticket twice, and gives
 * every demo role non-empty lists, dashboard and analytics through the real handlers. A smaller
 * quarter (the same plan, fewer tickets) keeps the test fast; the full plan's coverage is the unit
 * test's (tests/unit/infra/demo-quarter-plan.test.ts).
 */

const port = Number(process.env.INTEGRATION_PORT ?? 3500) + 25;
let stack: LocalStack;
const dataDir = mkdtempSync(join(tmpdir(), 'helpdesk-quarter-'));
const journal = join(dataDir, QUARTER_JOURNAL);
let firstStart: { state: LocalStack['demoQuarterState']; signedIn: boolean; total: number } | undefined;
const quarter = {
  startDate: new Date(Date.now() - 91 * 86_400_000).toISOString(),
  endDate: new Date(Date.now() + 60_000).toISOString(),
};
const page = { size: 20, page: 0, ...quarter };
const tokens: Record<string, string> = {};

const view = (handler: string) => {
  const endpoint = analyticsEndpoints.find((entry) => entry.handler === handler);
  if (!endpoint) throw new Error(handler);
  return endpoint;
};

beforeAll(async () => {
  // The first start: the server answers at once, the quarter is written behind it; stopped midway.
  let reached: () => void = () => undefined;
  const tenTickets = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const first = await startLocalStack({
    port,
    dataDir,
    tenant: 'demo',
    demoQuarter: 'background',
    demoQuarterPlan: { tickets: 30 },
    demoQuarterProgress: ({ done }) => {
      if (done >= 10) reached();
    },
  });
  const signedIn = (await signInAt(first.url, demo.user)).token.length > 0;
  await tenTickets;
  await first.stop();
  firstStart = {
    state: first.demoQuarterState,
    signedIn,
    total: first.demoQuarterWriting?.total ?? 0,
  };
  // The next start on the same folder finishes it.
  stack = await startLocalStack({ port, dataDir, tenant: 'demo', demoQuarter: true });
  for (const [role, email] of Object.entries({ ...demo, lead2: 'lead2@demo.local', agent2: 'agent2@demo.local' })) {
    tokens[role] = (await signInAt(stack.url, email)).token;
  }
}, 600_000);

afterAll(async () => {
  await stack?.stop();
});

const get = async (endpoint: Parameters<typeof callAt>[1], request: Record<string, unknown>, role: string) => {
  const answer = await callAt(stack.url, endpoint, request, tokens[role]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe('the demo quarter on a fresh data folder', () => {
  it('is written behind a server usable at once, and finished by the next start after a stop midway', () => {
    expect(firstStart).toEqual({ state: 'writing', signedIn: true, total: 30 });
    expect(stack.demoQuarter).toMatchObject({ tickets: 30, finished: true, stopped: 0 });
    expect(stack.demoQuarter?.events).toBeGreaterThan(0);
    expect(stack.demoQuarterState).toBe('written');
    expect(existsSync(journal) && quarterState(journal)).toBe('finished');
  });

  it('gives the demo user her tickets, dashboard and User-View', async () => {
    // Uma raises about one ticket in six, and the plan depends on the day (seed and end): in this
    // 30-ticket quarter that is a handful (4 on 2026-11-26), so "non-empty" (the words) is the check.
    expect((await get(getTicketsWithPageNumber, page, 'user')).totalItems).toBeGreaterThan(0);
    const pie = await get(getPieChartDetails, {}, 'user');
    expect(pie.openTicketCount + pie.closedTicketCount).toBeGreaterThan(0);
    expect((await get(view('getAnalyticsForUser'), quarter, 'user')).GrandTotal).toBeGreaterThan(0);
  });

  it('gives the agents their tickets, escalations and Agent views', async () => {
    for (const role of ['agent', 'agent2']) {
      expect((await get(getTicketsWithPageNumber, page, role)).totalItems).toBeGreaterThan(0);
      expect((await get(view('getAnalyticsForAgent'), quarter, role)).GrandTotal).toBeGreaterThan(0);
      expect((await get(view('getAnalyticsForAgentWithHelptopic'), quarter, role)).Data.length).toBeGreaterThan(0);
      // Each is the level-1 contact of a department, whose first ticket the plan keeps overdue.
      expect((await get(getEscalatedByLoggedInUserId, page, role)).totalItems).toBeGreaterThan(0);
    }
  });

  it('gives the central pool All Tickets, transfer requests and Central views', async () => {
    expect((await get(getAllTicketsForCentralPool, page, 'central')).totalItems).toBe(30);
    expect((await get(getAllTransfers, page, 'central')).totalItems).toBeGreaterThan(0);
    const central = { ...quarter, departmentIds: '1,2,3,4', teamIds: '1,2,3' };
    expect(
      (await get(view('getAnalyticsForCentralAgentWithDepartment'), central, 'central')).GrandTotal,
    ).toBeGreaterThan(0);
    expect((await get(view('getAnalyticsForCentralAgentTeamLeadView'), central, 'central')).GrandTotal).toBeGreaterThan(
      0,
    );
    expect((await get(getAllTicketsForCentralPool, page, 'admin')).totalItems).toBe(30);
  });

  it('gives the team leads their teams and Team Lead views', async () => {
    for (const [role, teamId] of [
      ['lead', '1'],
      ['lead', '3'],
      ['lead2', '2'],
    ]) {
      expect((await get(getTicketsOfTeam, { ...page, teamId }, role)).totalItems).toBeGreaterThan(0);
      expect(
        (await get(view('getAnalyticsForLeadWithAgents'), { ...quarter, teamIds: teamId }, role)).GrandTotal,
      ).toBeGreaterThan(0);
    }
    const teamView = { ...quarter, teams: '1,3', departmentIds: '1,2,3,4' };
    expect((await get(view('getAnalyticsForTeamLead'), teamView, 'lead')).GrandTotal).toBeGreaterThan(0);
  });
});
