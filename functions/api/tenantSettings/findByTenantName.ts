import { findByTenantName } from '../../../shared/contract/tenantSettings';
import { tenantSettingsFor } from '../../core/session';
import { env } from '../../lib/env';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(findByTenantName, async ({ caller }) => ({
  data: await tenantSettingsFor(caller, env.tenant),
}));
