import type { RequestOf } from '@shared/contract/endpoint';
import { downloadAllDepartmentsAssociatedAgents, downloadDepartmentAssociatedAgents } from '@shared/contract/exports';
import {
  getAssociatedAgents,
  getDepartments,
  getDepartmentsWithPagination,
  getUnassociatedAgents,
  saveDeptMapping,
} from '@shared/contract/reference';
import { downloadUrl } from '@/lib/apiClient';
import { oncePerPage, pagedList } from '@/lib/swrPresets';
import { useApiMutation, useApiQuery } from '@/lib/useApi';

/** Calls of the Agent Mapping screens (administration spec, section 7: Department mapping). */

export function useDepartmentsPage(request: RequestOf<typeof getDepartmentsWithPagination>) {
  return useApiQuery(getDepartmentsWithPagination, request, pagedList);
}

export function useAssociatedAgents(request: RequestOf<typeof getAssociatedAgents> | null) {
  return useApiQuery(getAssociatedAgents, request, pagedList);
}

export function useUnassociatedAgents(request: RequestOf<typeof getUnassociatedAgents>) {
  return useApiQuery(getUnassociatedAgents, request, pagedList);
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
