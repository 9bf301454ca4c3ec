import { saveUpdateTenantSettings } from '@shared/contract/tenantSettings';
import { saveTenantSettings } from '../../core/tenantAdmin';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveUpdateTenantSettings, ({ input }) => saveTenantSettings(input));
