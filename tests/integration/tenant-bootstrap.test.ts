import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyTenantBanner } from '../../infra/local/emptyTenantBanner';
import { type LocalStack, startLocalStack } from '../../infra/local/stack';
import { repoRoot } from '../../infra/routes';
import { getDepartments } from '../../shared/contract/reference';
import { listSignInProviders } from '../../shared/contract/singleSignOn';
import { findByTenantName, saveUpdateTenantSettings } from '../../shared/contract/tenantSettings';
import { getUserDetails, login, SET_PASSWORD_MESSAGES, setPassword } from '../../shared/contract/users';
import { apiUrl } from './api';

/**
 * A tenant from zero (issue 13): an empty local stack (as `HELPDESK_DEMO=false npm start` starts
 * it), `npm run tenant -- bootstrap` against it, the printed link, the first admin signing in.
 * The empty stack is this file's own (the tier's shared stack holds the demo tenant), on
 * INTEGRATION_PORT + 20.
 */

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command as a person runs it (`npm run tenant -- …` runs this file with tsx). */
function tenantCli(args: string[], port: number): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'infra/tenant/cli.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, PORT: String(port), HELPDESK_DEMO: undefined }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function post(stack: LocalStack, path: string, body: unknown, token?: string) {
  const response = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const emptyPort = Number(process.env.INTEGRATION_PORT ?? 3500) + 20;
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: emptyPort, dataDir: null, demo: false, tenant: 'local' });
});

afterAll(async () => {
  await stack?.stop();
});

const ADMIN = { email: 'first.admin@acme.edu', name: 'Farida First' };
let adminSession = '';

/** What `HELPDESK_DEMO=false npm start` prints for this tenant (infra/local/start.ts). */
async function startBanner() {
  const { centralAdmins } = await import('../../functions/core/tenantBootstrap');
  return emptyTenantBanner((await centralAdmins()).length > 0, {});
}
const PASSWORD = 'granite-orchard-violet';

/** Each run of the command starts a Node process: slow on a busy machine, so the tests allow for it. */
const slow = { timeout: 180_000 };

describe('an empty tenant', slow, () => {
  it('has no demo data: nobody can sign in', async () => {
    const answer = await post(stack, login.path, { email: 'admin@demo.local', password: 'Demo@1234' });
    expect(answer.body.success).toBe(false);
  });

  it('offers the bootstrap command in the start banner only while it has no central admin', async () => {
    expect(await startBanner()).toContain('npm run tenant -- bootstrap');
  });

  it('gets its first central admin from the bootstrap command, who sets a password and signs in', async () => {
    const run = await tenantCli(['bootstrap', '--admin-email', ADMIN.email, '--admin-name', ADMIN.name], emptyPort);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const match = /^Set-password link: (http:\/\/localhost:\d+)\/setPassword\?token=([\w-]+)$/.exec(lines[0]);
    expect(match, run.stdout).not.toBeNull();
    expect(match?.[1]).toBe(stack.url);
    const token = match?.[2] ?? '';

    // The same link is mailed through the tenant's outbox.
    await fetch(`${stack.url}/__local/jobs/mailOutbox`, { method: 'POST' });
    const store = (await (await fetch(`${stack.inboxUrl}/store`)).json()) as {
      emails: { subject: string; destination: { to: string[] }; body: { text: string } }[];
    };
    const mail = store.emails.find((entry) => entry.destination.to.includes(ADMIN.email));
    expect(mail?.subject).toBe('Set your Helpdesk administrator password');
    expect(mail?.body.text).toContain(`/setPassword?token=${token}`);

    expect((await post(stack, setPassword.path, { token, password: PASSWORD })).body).toEqual({
      success: true,
      message: SET_PASSWORD_MESSAGES.done,
    });
    const signedIn = await post(stack, login.path, { email: ADMIN.email, password: PASSWORD });
    expect(signedIn.body.success).toBe(true);
    const { id, token: session } = signedIn.body.responseObj;
    adminSession = session;
    const details = await post(stack, getUserDetails.path, { id }, session);
    expect(details.body).toMatchObject({ email: ADMIN.email, fullName: ADMIN.name, helpdeskRole: 'central admin' });

    // Still an empty catalogue: no demo departments.
    const departments = await fetch(`${stack.url}${getDepartments.path}`, {
      headers: { authorization: `Bearer ${session}` },
    });
    expect(await departments.json()).toEqual([]);
  });

  it('once it has one, the start banner says how to sign in instead of offering the bootstrap', async () => {
    const banner = await startBanner();
    expect(banner).not.toContain('bootstrap');
    expect(banner).toContain('Sign in as its central admin');
  });

  it('shows the organisation name set in Tenant Settings where it showed its short name', async () => {
    const providers = async () => (await (await fetch(`${stack.url}${listSignInProviders.path}`)).json()).tenantName;
    expect(await providers()).toBe('local');
    const saved = await post(
      stack,
      saveUpdateTenantSettings.path,
      { organisationName: ' Acme Schools ' },
      adminSession,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await providers()).toBe('Acme Schools');
    const settings = await post(stack, findByTenantName.path, {}, adminSession);
    expect(settings.body.data).toMatchObject({ tenantName: 'local', organisationName: 'Acme Schools' });
    // Blank again: the short name, as before.
    await post(stack, saveUpdateTenantSettings.path, { organisationName: '' }, adminSession);
    expect(await providers()).toBe('local');
  });

  it('refuses a second bootstrap with a clear message, changing nothing', async () => {
    const run = await tenantCli(
      ['bootstrap', '--admin-email', 'second@acme.edu', '--admin-name', 'Second Admin'],
      emptyPort,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(`already has a central admin (${ADMIN.email})`);
    expect(run.stderr).toContain('--force');
    const { findUserByEmail } = await import('../../functions/db/users');
    expect(await findUserByEmail('second@acme.edu')).toBeUndefined();
  });

  it('with --force sends an existing admin a new link (the old one is no longer needed)', async () => {
    const run = await tenantCli(
      ['bootstrap', '--admin-email', ADMIN.email, '--admin-name', ADMIN.name, '--force'],
      emptyPort,
    );
    expect(run.code, run.stderr).toBe(0);
    const token = /token=([\w-]+)$/.exec(run.stdout.trim())?.[1] ?? '';
    expect((await post(stack, setPassword.path, { token, password: 'second-granite-orchard' })).status).toBe(200);
    expect(
      (await post(stack, login.path, { email: ADMIN.email, password: 'second-granite-orchard' })).body.success,
    ).toBe(true);
  });
});

describe('the bootstrap command', slow, () => {
  it('refuses on the demo tenant (it has a central admin) with exit code 1', async () => {
    const run = await tenantCli(
      ['bootstrap', '--admin-email', 'late@demo.local', '--admin-name', 'Late Admin'],
      Number(new URL(apiUrl()).port),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('admin@demo.local');
  });

  it('says when no local stack runs on the port', async () => {
    const run = await tenantCli(['bootstrap', '--admin-email', 'a@b.example', '--admin-name', 'A B'], emptyPort + 5);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`No local stack found on port ${emptyPort + 5}`);
  });

  it('explains its usage when an option is missing', async () => {
    const run = await tenantCli(['bootstrap', '--admin-email', 'a@b.example'], emptyPort);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--admin-name');
  });
});
