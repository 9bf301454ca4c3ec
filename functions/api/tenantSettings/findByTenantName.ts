import { findByTenantName } from '@shared/contract/tenantSettings';
import { ownTenantSettings } from '../../core/session';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(findByTenantName, ({ caller }) => ownTenantSettings(caller));
