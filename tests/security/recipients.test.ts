import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRepliesByTicketId, saveReply } from '../../shared/contract/replies';
import { findByTenantName, saveUpdateTenantSettings } from '../../shared/contract/tenantSettings';
import { bulkUpdateStatus, saveTicket } from '../../shared/contract/tickets';
import { MAIL_DOMAINS_MESSAGES, MAIL_DOMAINS_SAVED_MESSAGE } from '../../shared/domain/mail';
import { requesterTicket } from '../factories/tickets';
import { call, createRequester, demo, loadStackEnv, signIn } from '../integration/api';

/**
 * Issue #15 item 13: agents add reply recipients only from the tenant's Mail Domains (set by
 * central admins on /smtp_config; until then, the domains of the tenant's users). Anything else
 * is a clear 400 and nothing is written.
 */

let admin: { token: string };
let agent: { token: string };
let requester: Awaited<ReturnType<typeof createRequester>>;
let ticketId: string;
let settingsBefore: Awaited<ReturnType<typeof import('../../functions/db/tenantSettings').getTenantSettings>>;

const threadLength = async () =>
  ((await call(getRepliesByTicketId, { ticketId }, agent.token)).body as unknown as unknown[]).length;

const reply = (recepients: string, token = agent.token) =>
  call(saveReply, { ticketId, message: `To ${recepients}`, recepients }, token);

beforeAll(async () => {
  loadStackEnv();
  const { getTenantSettings } = await import('../../functions/db/tenantSettings');
  settingsBefore = await getTenantSettings();
  [admin, agent] = await Promise.all([signIn(demo.admin), signIn(demo.agent)]);
  requester = await createRequester('1513');
  const saved = await call(saveTicket, requesterTicket({ ...requester }), requester.token);
  ticketId = String(saved.body.id);
  await call(bulkUpdateStatus, { id: [ticketId], assigneeId: '2' }, agent.token);
});

afterAll(async () => {
  const { putTenantSettings } = await import('../../functions/db/tenantSettings');
  if (settingsBefore) await putTenantSettings(settingsBefore);
});

describe('reply recipients', () => {
  it("come from the users' domains while no Mail Domains are set", async () => {
    expect((await reply('watcher@demo.local')).status).toBe(200);
    const before = await threadLength();
    const refused = await reply('watcher@demo.local, someone@outside.example');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/mail domains/);
    expect(refused.body.message).toContain('someone@outside.example');
    expect(refused.body.message).not.toContain('watcher@demo.local');
    expect(await threadLength()).toBe(before);
  });

  it('come only from the Mail Domains central admins set', async () => {
    const saved = await call(saveUpdateTenantSettings, { mail_domains: [' Partner.EDU', '@demo.local'] }, admin.token);
    expect(saved.body).toEqual({ success: true, message: MAIL_DOMAINS_SAVED_MESSAGE });
    expect((await call(findByTenantName, {}, admin.token)).body.data.mail_domains).toEqual([
      'partner.edu',
      'demo.local',
    ]);
    expect((await call(findByTenantName, {}, agent.token)).body.data).not.toHaveProperty('mail_domains');

    expect((await reply('Head@Partner.edu')).status).toBe(200);
    const before = await threadLength();
    const refused = await reply('friend@gmail.com');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('friend@gmail.com');
    expect(await threadLength()).toBe(before);

    // A requester's reply never carries recipients, so it is never refused for them.
    expect((await reply('friend@gmail.com', requester.token)).status).toBe(200);
  });

  it('are set by central admins only, as valid domains', async () => {
    const invalid = await call(saveUpdateTenantSettings, { mail_domains: ['not a domain'] }, admin.token);
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(MAIL_DOMAINS_MESSAGES.invalid('not a domain'));
    const empty = await call(saveUpdateTenantSettings, { mail_domains: [] }, admin.token);
    expect(empty.body.message).toBe(MAIL_DOMAINS_MESSAGES.none);
    expect((await call(saveUpdateTenantSettings, { mail_domains: ['evil.example'] }, agent.token)).status).toBe(403);
    expect((await call(findByTenantName, {}, admin.token)).body.data.mail_domains).toEqual([
      'partner.edu',
      'demo.local',
    ]);
  });
});
