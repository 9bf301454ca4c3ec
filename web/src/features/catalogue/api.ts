import {
  deleteCannedResponse,
  getCannedResponsesWithPagination,
  getCatalogueOptions,
  getHelpTopicsWithPagination,
  getTicketSourcesWithPagination,
  saveCannedResponse,
  saveCatalogueOptions,
  saveDepartment,
  saveHelpTopic,
  saveTicketSource,
} from '@shared/contract/catalogue';
import type { RequestOf } from '@shared/contract/endpoint';
import {
  findHelpTopicById,
  findHelpTopicsByDepartmentId,
  getDepartments,
  getDepartmentsWithPagination,
  getHelpTopics,
  getTicketSources,
} from '@shared/contract/reference';
import { getTicketOptions } from '@shared/contract/tickets';
import type { SWRConfiguration } from 'swr';
import { pagedList } from '@/lib/swrPresets';
import { useApiMutation, useApiQuery, useInvalidate } from '@/lib/useApi';

/** Calls of the Catalogue screens (issue 13: departments, help topics, sources, canned responses, SLA plans). */

const oncePerPage: SWRConfiguration = { revalidateOnFocus: false, revalidateOnReconnect: false };

export const useDepartmentsPage = (request: RequestOf<typeof getDepartmentsWithPagination>) =>
  useApiQuery(getDepartmentsWithPagination, request, pagedList);
export const useHelpTopicsPage = (request: RequestOf<typeof getHelpTopicsWithPagination>) =>
  useApiQuery(getHelpTopicsWithPagination, request, pagedList);
export const useTicketSourcesPage = (request: RequestOf<typeof getTicketSourcesWithPagination>) =>
  useApiQuery(getTicketSourcesWithPagination, request, pagedList);
export const useCannedResponsesPage = (request: RequestOf<typeof getCannedResponsesWithPagination>) =>
  useApiQuery(getCannedResponsesWithPagination, request, pagedList);

/** Every department, inactive ones too (a help topic may stay under an inactive one). */
export const useAllDepartments = () =>
  useApiQuery(getDepartmentsWithPagination, { size: 500, page: 0, orderBy: 'departmentName' }, oncePerPage);

export const useHelpTopic = (id: string | undefined) => useApiQuery(findHelpTopicById, id ? { id } : null, oncePerPage);

export const useCatalogueOptions = () => useApiQuery(getCatalogueOptions, {}, oncePerPage);

/** After a catalogue write: the admin tables and the lists New Ticket reads are read again. */
export function useCatalogueInvalidate() {
  return useInvalidate(
    getDepartmentsWithPagination,
    getHelpTopicsWithPagination,
    getTicketSourcesWithPagination,
    getCannedResponsesWithPagination,
    getCatalogueOptions,
    getDepartments,
    getHelpTopics,
    findHelpTopicById,
    findHelpTopicsByDepartmentId,
    getTicketSources,
    getTicketOptions,
  );
}

export const useSaveDepartment = () => useApiMutation(saveDepartment);
export const useSaveHelpTopic = () => useApiMutation(saveHelpTopic);
export const useSaveTicketSource = () => useApiMutation(saveTicketSource);
export const useSaveCannedResponse = () => useApiMutation(saveCannedResponse);
export const useDeleteCannedResponse = () => useApiMutation(deleteCannedResponse);
export const useSaveCatalogueOptions = () => useApiMutation(saveCatalogueOptions);
