import { resolve } from 'node:path';
import { LocalStackError } from './emulators';
import { DEMO_PASSWORD, demoTeamUsers, demoUsers } from './seed';
import { startLocalStack } from './stack';

/** `npm start`: the whole product on this machine, with demo data. */

const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.HELPDESK_DATA_DIR ?? '.data');
// The browser tier runs the bundles that deploy; `npm start` the sources.
const functions = process.env.HELPDESK_FUNCTIONS === 'bundles' ? 'bundles' : 'sources';

try {
  const stack = await startLocalStack({
    port,
    dataDir,
    functions,
    runSchedules: true,
    log: (line) => console.log(line),
  });
  const roleName = (role: string) => role || 'ordinary user';
  const signIns = [...demoUsers, ...demoTeamUsers].map(
    (user) => `  ${user.email.padEnd(22)} ${roleName(user.helpdeskRole)}`,
  );
  console.log(`
Helpdesk portal is running.

  Portal (web + API)  ${stack.url}
  Mail inbox (SES)    ${stack.inboxUrl}
  Data folder         ${stack.dataDir}

Demo sign-ins (password ${DEMO_PASSWORD}):
${signIns.join('\n')}

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
