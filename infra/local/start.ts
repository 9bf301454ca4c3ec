import { resolve } from 'node:path';
import { LocalStackError } from './emulators';
import { DEMO_PASSWORD, demoTeamUsers, demoUsers } from './seed';
import { startLocalStack } from './stack';

/**
 * `npm start`: the whole product on this machine, with demo data; `HELPDESK_DEMO=false npm start`
 * starts an empty tenant instead, whose first admin comes from `npm run tenant -- bootstrap`.
 */

const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.HELPDESK_DATA_DIR ?? '.data');
// The browser tier runs the bundles that deploy; `npm start` the sources.
const functions = process.env.HELPDESK_FUNCTIONS === 'bundles' ? 'bundles' : 'sources';
const demo = process.env.HELPDESK_DEMO !== 'false';

function demoSignIns(): string {
  const roleName = (role: string) => role || 'ordinary user';
  const signIns = [...demoUsers, ...demoTeamUsers].map(
    (user) => `  ${user.email.padEnd(22)} ${roleName(user.helpdeskRole)}`,
  );
  return `Demo sign-ins (password ${DEMO_PASSWORD}):\n${signIns.join('\n')}`;
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
    tenant: demo ? 'demo' : 'local',
    runSchedules: true,
    log: (line) => console.log(line),
  });
  console.log(`
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
