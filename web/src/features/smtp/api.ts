import { findByTenantName, saveUpdateTenantSettings } from '../../../../shared/contract/tenantSettings';
import { useApiMutation, useApiQuery } from '../../lib/useApi';

/** Tenant settings for /smtp_config (administration spec, section 7: Session and settings). */

export function useStoredSettings() {
  return useApiQuery(findByTenantName, {}, { revalidateOnFocus: false });
}

export function useSaveSettings() {
  return useApiMutation(saveUpdateTenantSettings);
}
