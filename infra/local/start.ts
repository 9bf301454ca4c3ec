import './quiet-observability';
import { resolve } from 'node:path';
import type { QuarterProgress } from './demoQuarter';
import { emptyTenantBanner } from './emptyTenantBanner';
import { LocalStackError } from './emulators';
import { DEMO_PASSWORD, demoTeamUsers, demoUsers } from './seed';
import { type LocalStack, startLocalStack } from './stack';

/**
 * `npm start`: the whole product on this machine, with demo data: the demo users and, on a fresh
 * data folder, a lived-in quarter of tickets (demoQuarter.ts). The quarter takes minutes on
 * DynamoDB Local (README), so the server starts first and the quarter is written behind it, with
 * its progress printed. `HELPDESK_DEMO=small` keeps the demo users and their few tickets only (the
 * browser tests); `HELPDESK_DEMO=false` starts an empty tenant, whose first admin comes from
 * `npm run tenant -- bootstrap`.
 */

const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.HELPDESK_DATA_DIR ?? '.data');
// The browser tier runs the bundles that deploy; `npm start` the sources.
const functions = process.env.HELPDESK_FUNCTIONS === 'bundles' ? 'bundles' : 'sources';
const demo = process.env.HELPDESK_DEMO !== 'false';
const demoQuarter = demo && process.env.HELPDESK_DEMO !== 'small';

/** What each demo user finds in the quarter (on a data folder first started with it). */
const quarterViews: Record<string, string> = {
  'user@demo.local':
    'My Tickets and the dashboard: ~140 tickets she raised (open, resolved, closed, re-opened), User-View analytics',
  'agent@demo.local':
    'My Tickets (assigned IT tickets), Department Queue, Escalated Tickets (level 1), Agent analytics',
  'central@demo.local':
    'All Tickets (every department), Transfer Request (pending Central Pool requests), Escalated (levels 2 and 5), Central analytics',
  'lead@demo.local':
    'My Teams (IT Service Desk, Accounts & HR Desk, nested Facilities Desk), Escalated (Accounts/HR level 1, level 3), Team Lead analytics',
  'admin@demo.local': 'Escalated Tickets (HOD), All Tickets, every analytics view, and administration',
  'lead2@demo.local':
    'My Teams (Facilities Desk), IT tickets assigned to her, Escalated (level 4), Team Lead analytics',
  'agent2@demo.local': 'Facilities tickets assigned to him, his Department Queue, Escalated (Facilities level 1)',
};

function demoSignIns(state: LocalStack['demoQuarterState'], total: number): string {
  const roleName = (role: string) => role || 'ordinary user';
  const withQuarter = state !== 'none';
  const signIns = [...demoUsers, ...demoTeamUsers].map((user) => {
    const line = `  ${user.email.padEnd(22)} ${roleName(user.helpdeskRole)}`;
    return withQuarter ? `${line}\n${' '.repeat(25)}sees: ${quarterViews[user.email]}` : line;
  });
  const quarter = {
    writing: `\nThe demo quarter is being written: ${total} tickets over the last 90 days in every department,
help topic, office type and status. The portal is usable now; lists and charts fill as it goes
(progress below). Mails, the quarter's too, go out to the inbox, and the scheduled jobs start, when it
ends. Stopping is safe: the next start finishes it.\n`,
    written:
      '\nThe demo holds a quarter of work: ~600 tickets over the last 90 days in every department, help topic,\noffice type and status.\n',
    unfinished:
      '\nThe demo quarter on this data folder is unfinished: start without HELPDESK_DEMO=small to finish it.\n',
    none: demoQuarter
      ? '\nThis data folder was first started without the demo quarter. For a portal full of work (~600 tickets\nover 90 days), start on a fresh data folder: HELPDESK_DATA_DIR=.data-quarter npm start\n'
      : '',
  }[state];
  const quarterPeople = withQuarter
    ? `\n  Also: accounts@demo.local and hr@demo.local (agents of Accounts and Human Resources), and the\n  requesters sneha@, ravi@, priya@… (@demo.local), one per office type.`
    : '';
  return `${quarter}Demo sign-ins (password ${DEMO_PASSWORD}):\n${signIns.join('\n')}${quarterPeople}`;
}

const seconds = (milliseconds: number) => {
  const whole = Math.round(milliseconds / 1000);
  return whole < 90 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
};

/** A line every tenth of the quarter, with the time left at this start's pace so far. */
function quarterProgress() {
  let printed = 0;
  let started = 0;
  let before = 0;
  return ({ done, total }: QuarterProgress) => {
    // The first report comes as the writer starts, with what an interrupted start already wrote.
    if (!started) {
      started = performance.now();
      before = done;
      printed = done;
      if (done > 0) console.log(`The demo quarter is being finished: ${done} of ${total} tickets were written before…`);
      return;
    }
    const step = Math.ceil(total / 10);
    if (done < total && done < printed + step) return;
    printed = done;
    const elapsed = performance.now() - started;
    const left =
      done < total
        ? `, about ${seconds((elapsed / (done - before)) * (total - done))} left`
        : ', now their feedback answers';
    console.log(`The demo quarter is being written: ${done} of ${total} tickets${left}…`);
  };
}

/** The banner's lines for a tenant without demo data: bootstrap only while it has no central admin. */
async function emptyTenantLines(): Promise<string> {
  // Loaded once the stack has pointed the environment at the tenant's table (as the tenant command does).
  const { centralAdmins } = await import('../../functions/core/tenantBootstrap');
  return emptyTenantBanner((await centralAdmins()).length > 0, process.env);
}

try {
  const stack = await startLocalStack({
    port,
    dataDir,
    functions,
    demo,
    demoQuarter: demoQuarter ? 'background' : false,
    demoQuarterProgress: quarterProgress(),
    tenant: demo ? 'demo' : 'local',
    runSchedules: true,
    log: (line) => console.log(line),
  });
  const writing = stack.demoQuarterWriting;
  console.log(`
Helpdesk portal is running.

  Portal (web + API)  ${stack.url}
  Mail inbox (SES)    ${stack.inboxUrl}
  Mail to the desk    SMTP 127.0.0.1:${stack.ports.smtp}, to ${process.env.SUPPORT_ADDRESS}
  Data folder         ${stack.dataDir}

${demo ? demoSignIns(stack.demoQuarterState, writing?.total ?? 0) : await emptyTenantLines()}

Press Ctrl-C to stop.`);
  let quarterInFlight = writing !== undefined;
  writing?.done.then(
    (summary) => {
      quarterInFlight = false;
      if (!summary.finished) return;
      const rate = Math.round(summary.requests / (summary.milliseconds / 1000));
      const left = summary.stopped > 0 ? ` (${summary.stopped} left where someone else changed them first)` : '';
      console.log(
        `The demo quarter is written: ${summary.tickets} tickets${left}, ${summary.events} steps, ${summary.requests} DynamoDB requests in ${seconds(summary.milliseconds)} (${rate} a second). Mails now go out to the inbox.`,
      );
    },
    () => {
      quarterInFlight = false;
    },
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log(
      quarterInFlight
        ? '\nStopping (the steps of the demo quarter in flight end first; the next start finishes it)…'
        : '\nStopping…',
    );
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof LocalStackError) {
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
