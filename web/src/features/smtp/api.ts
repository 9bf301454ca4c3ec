import { getDepartments, getHelpTopics } from '@shared/contract/reference';
import { findByTenantName, saveUpdateTenantSettings } from '@shared/contract/tenantSettings';
import { useSWRConfig } from 'swr';
import { useApiMutation, useApiQuery } from '@/lib/useApi';

/** Tenant settings for /smtp_config and /tenantSettings (administration spec, section 7: Session and settings). */

export function useStoredSettings() {
  return useApiQuery(findByTenantName, {}, { revalidateOnFocus: false });
}

export function useSaveSettings() {
  return useApiMutation(saveUpdateTenantSettings);
}

/**
 * Reads the stored settings again after a save. Only a revalidation: the cached settings stay shown
 * meanwhile (useInvalidate would drop them, and the loading rows would replace the open form).
 */
export function useRereadSettings() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === findByTenantName.path);
}

const oncePerPage = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false };

/** The active help topics (and department names) the "Help Topic for mail" pick-list offers (issue 19). */
export function useHelpTopicChoices() {
  const topics = useApiQuery(getHelpTopics, {}, oncePerPage);
  const departments = useApiQuery(getDepartments, {}, oncePerPage);
  const departmentName = new Map((departments.data ?? []).map((each) => [each.id, each.departmentName]));
  return (topics.data ?? []).map((topic) => ({
    value: topic.id,
    label: `${topic.helpTopicName} (${departmentName.get(topic.departmentId) ?? `Department ${topic.departmentId}`})`,
  }));
}
