import type { RequestOf } from '@shared/contract/endpoint';
import { downloadAllDepartmentsAssociatedAgents, downloadDepartmentAssociatedAgents } from '@shared/contract/exports';
import {
  getAssociatedAgents,
  getDepartments,
  getDepartmentsWithPagination,
  getUnassociatedAgents,
  saveDeptMapping,
} from '@shared/contract/reference';
import type { SWRConfiguration } from 'swr';
import { downloadUrl } from '@/lib/apiClient';
import { useApiMutation, useApiQuery } from '@/lib/useApi';

/** Calls of the Agent Mapping screens (administration spec, section 7: Department mapping). */

const oncePerPage: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
};
const pageConfig: SWRConfiguration = { keepPreviousData: true, revalidateOnFocus: false };

export function useDepartmentsPage(request: RequestOf<typeof getDepartmentsWithPagination>) {
  return useApiQuery(getDepartmentsWithPagination, request, pageConfig);
}

export function useAssociatedAgents(request: RequestOf<typeof getAssociatedAgents> | null) {
  return useApiQuery(getAssociatedAgents, request, pageConfig);
}

export function useUnassociatedAgents(request: RequestOf<typeof getUnassociatedAgents>) {
  return useApiQuery(getUnassociatedAgents, request, pageConfig);
}

export function useAllDepartments() {
  return useApiQuery(getDepartments, {}, oncePerPage);
}

export function useSaveMapping() {
  return useApiMutation(saveDeptMapping);
}

export async function exportDepartmentAgents(departmentId: string): Promise<void> {
  window.location.assign(await downloadUrl(downloadDepartmentAssociatedAgents, { departmentId }));
}

export async function exportAllDepartmentsAgents(): Promise<void> {
  window.location.assign(await downloadUrl(downloadAllDepartmentsAssociatedAgents, {}));
}
