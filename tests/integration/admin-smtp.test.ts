import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findByTenantName, saveUpdateTenantSettings } from '../../shared/contract/tenantSettings';
import { MANDATORY_MESSAGE, SMTP_FIELDS } from '../../shared/domain/adminRules';
import { call, demo, loadStackEnv, signIn } from './api';

let admin: { token: string; userId: string };
let agent: { token: string; userId: string };

const form = {
  smtp_host: 'smtp.mail.local',
  smtp_port: '587',
  smtp_user: 'mailer',
  smtp_password: 'S3cret-Pass!',
  smtp_email: 'helpdesk@mail.local',
};

const storedSettings = async () => {
  const { getTenantSettings } = await import('../../functions/db/tenantSettings');
  return getTenantSettings();
};

let settingsBefore: Awaited<ReturnType<typeof storedSettings>>;

beforeAll(async () => {
  loadStackEnv();
  settingsBefore = await storedSettings();
  [admin, agent] = await Promise.all([signIn(demo.admin), signIn(demo.agent)]);
});

afterAll(async () => {
  // Other suites (and the menus) expect every feature on.
  await call(
    saveUpdateTenantSettings,
    {
      is_smtp_enabled: true,
      is_school_esc_enabled: true,
      is_college_esc_enabled: true,
      is_administrative_esc_enabled: true,
      is_users_enabled: true,
    },
    admin.token,
  );
  // The form above points SMTP at a host that does not exist; with SMTP enabled every later mail
  // would go there. There is no "remove SMTP" call, so put the stored SMTP fields back as found.
  const { putTenantSettings } = await import('../../functions/db/tenantSettings');
  const after = await storedSettings();
  if (settingsBefore && after) {
    const { smtp_host, smtp_port, smtp_user, smtp_email, smtp_password_encrypted } = settingsBefore;
    const restored = { ...after, smtp_host, smtp_port, smtp_user, smtp_email, smtp_password_encrypted };
    for (const field of ['smtp_host', 'smtp_port', 'smtp_user', 'smtp_email', 'smtp_password_encrypted'] as const) {
      if (restored[field] === undefined) delete restored[field];
    }
    await putTenantSettings(restored);
  }
});

describe('POST /api/tenantSettings/saveUpdate', () => {
  it('needs all five SMTP fields, and stores nothing otherwise', async () => {
    const before = await storedSettings();
    for (const field of SMTP_FIELDS) {
      for (const empty of [undefined, '', '  ']) {
        const answer = await call(
          saveUpdateTenantSettings,
          { ...form, smtp_host: 'changed.local', [field]: empty },
          admin.token,
        );
        expect(answer.status, field).toBe(400);
        expect(answer.body, field).toEqual({ success: false, message: MANDATORY_MESSAGE });
      }
    }
    expect((await call(saveUpdateTenantSettings, {}, admin.token)).body.message).toBe(MANDATORY_MESSAGE);
    expect((await storedSettings())?.smtp_host).toBe(before?.smtp_host);
  });

  it('checks the port and the address', async () => {
    for (const port of ['0', '70000', 'abc', '25x']) {
      const answer = await call(saveUpdateTenantSettings, { ...form, smtp_port: port }, admin.token);
      expect(answer.body.message, port).toBe('SMTP PORT must be a number from 1 to 65535');
    }
    const badEmail = await call(saveUpdateTenantSettings, { ...form, smtp_email: 'nobody' }, admin.token);
    expect(badEmail.body.message).toBe('SMTP EMAIL ADDRESS must be a valid email address');
  });

  it("saves ('SMTP Configured Successfully') with the password encrypted, never answered", async () => {
    const answer = await call(saveUpdateTenantSettings, { ...form, smtp_port: 587 }, admin.token);
    expect(answer.body).toEqual({ success: true, message: 'SMTP Configured Successfully' });

    const read = await call(findByTenantName, {}, admin.token);
    expect(read.body.data).toMatchObject({
      smtp_host: 'smtp.mail.local',
      smtp_port: '587',
      smtp_user: 'mailer',
      smtp_email: 'helpdesk@mail.local',
      smtp_password_set: true,
    });
    expect(read.body.data).not.toHaveProperty('smtp_password');
    expect(JSON.stringify(read.body)).not.toContain(form.smtp_password);
    expect(JSON.stringify(read.body)).not.toContain('smtp_password_encrypted');

    const stored = await storedSettings();
    const encrypted = stored?.smtp_password_encrypted ?? '';
    expect(encrypted).toMatch(/^v1:/);
    expect(encrypted).not.toContain(form.smtp_password);
    const { decryptSmtpPassword } = await import('../../functions/core/tenantAdmin');
    expect(await decryptSmtpPassword(encrypted)).toBe(form.smtp_password);

    // A fresh IV every time: saving the same password again stores another ciphertext.
    await call(saveUpdateTenantSettings, form, admin.token);
    expect((await storedSettings())?.smtp_password_encrypted).not.toBe(encrypted);
  });

  it('shows the SMTP fields to central admins only', async () => {
    const read = await call(findByTenantName, {}, agent.token);
    expect(read.status).toBe(200);
    expect(read.body.data).not.toHaveProperty('smtp_host');
    expect(read.body.data).not.toHaveProperty('smtp_password_set');
  });

  it('lets central admins switch feature flags, leaving SMTP as it is', async () => {
    const before = await storedSettings();
    const answer = await call(
      saveUpdateTenantSettings,
      { is_school_esc_enabled: false, is_users_enabled: false },
      admin.token,
    );
    expect(answer.body).toEqual({ success: true, message: 'Settings saved successfully' });
    const read = (await call(findByTenantName, {}, agent.token)).body.data;
    expect(read).toMatchObject({ is_school_esc_enabled: false, is_users_enabled: false, is_college_esc_enabled: true });
    const after = await storedSettings();
    expect(after?.smtp_password_encrypted).toBe(before?.smtp_password_encrypted);
    expect(after?.smtp_host).toBe(before?.smtp_host);
    expect((await call(saveUpdateTenantSettings, { is_school_esc_enabled: true }, agent.token)).status).toBe(403);
  });
});
