import { emptyTenantBanner } from '@infra/local/emptyTenantBanner';
import { describe, expect, it } from 'vitest';

/**
 * `HELPDESK_DEMO=false npm start` on a tenant without demo data: the bootstrap command is offered
 * only while the tenant has no central admin (a second bootstrap is refused once one exists).
 */
describe('the empty tenant start banner', () => {
  it('offers the bootstrap command while the tenant has no central admin', () => {
    const banner = emptyTenantBanner(false, { PORT: '3100', HELPDESK_DATA_DIR: '.data-acme' });
    expect(banner).toContain('Empty tenant (no demo data). Create its first central admin');
    expect(banner).toContain(
      'PORT=3100 HELPDESK_DATA_DIR=.data-acme npm run tenant -- bootstrap --admin-email <e-mail> --admin-name "<full name>"',
    );
  });

  it('says how to sign in, and offers no bootstrap, once a central admin exists', () => {
    const banner = emptyTenantBanner(true, { PORT: '3100' });
    expect(banner).not.toContain('Empty tenant');
    expect(banner).not.toContain('bootstrap');
    expect(banner).toContain('Sign in as its central admin');
  });
});
