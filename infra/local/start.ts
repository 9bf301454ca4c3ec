import { resolve } from 'node:path';
import { LocalStackError } from './emulators';
import { DEMO_PASSWORD, demoTeamUsers, demoUsers } from './seed';
import { startLocalStack } from './stack';

/**
 * `npm start`: the whole product on this machine, with demo data: the demo users and a lived-in
 * quarter of tickets (demoQuarter.ts). `HELPDESK_DEMO=small` seeds the demo users without the
 * quarter (what the browser tests start, as they count their own fixtures);
 * `HELPDESK_DEMO=false npm start` starts an empty tenant instead, whose first admin comes from
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

function demoSignIns(): string {
  const roleName = (role: string) => role || 'ordinary user';
  const signIns = [...demoUsers, ...demoTeamUsers].map((user) => {
    const line = `  ${user.email.padEnd(22)} ${roleName(user.helpdeskRole)}`;
    return demoQuarter ? `${line}\n${' '.repeat(25)}sees: ${quarterViews[user.email]}` : line;
  });
  const quarter = demoQuarter
    ? '\nThe demo holds a quarter of work: ~600 tickets over the last 90 days in every department, help topic,\noffice type and status. Its mails go out to the inbox above in the first minutes.\n'
    : '';
  return `${quarter}Demo sign-ins (password ${DEMO_PASSWORD}):\n${signIns.join('\n')}`;
}

function bootstrapHint(): string {
  const settings = [
    ...(process.env.PORT ? [`PORT=${process.env.PORT}`] : []),
    ...(process.env.HELPDESK_DATA_DIR ? [`HELPDESK_DATA_DIR=${process.env.HELPDESK_DATA_DIR}`] : []),
  ];
  const prefix = settings.length > 0 ? `${settings.join(' ')} ` : '';
  return `Empty tenant (no demo data). Create its first central admin, from another terminal:
  ${prefix}npm run tenant -- bootstrap --admin-email <e-mail> --admin-name "<full name>"
It prints a single-use set-password link (also mailed to the inbox above).`;
}

try {
  const stack = await startLocalStack({
    port,
    dataDir,
    functions,
    demo,
    demoQuarter,
    tenant: demo ? 'demo' : 'local',
    runSchedules: true,
    log: (line) => console.log(line),
  });
  const generated = stack.demoQuarter
    ? `\nFirst start: wrote the demo quarter (${stack.demoQuarter.tickets} tickets, ${stack.demoQuarter.events} events) in ${(stack.demoQuarter.milliseconds / 1000).toFixed(1)} s.\n`
    : '';
  console.log(`${generated}
Helpdesk portal is running.

  Portal (web + API)  ${stack.url}
  Mail inbox (SES)    ${stack.inboxUrl}
  Mail to the desk    SMTP 127.0.0.1:${stack.ports.smtp}, to ${process.env.SUPPORT_ADDRESS}
  Data folder         ${stack.dataDir}

${demo ? demoSignIns() : bootstrapHint()}

Press Ctrl-C to stop.`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
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
