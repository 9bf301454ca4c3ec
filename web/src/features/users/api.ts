import { getCatalogueOptions } from '@shared/contract/catalogue';
import type { RequestOf } from '@shared/contract/endpoint';
import { getDepartments } from '@shared/contract/reference';
import { getAllUsersWithPagination, getUserDetails, saveUser } from '@shared/contract/users';
import { oncePerPage, pagedList } from '@/lib/swrPresets';
import { useApiMutation, useApiQuery } from '@/lib/useApi';

/** Calls of the user administration screens (administration spec, section 7: Users). */

export type UsersPageRequest = RequestOf<typeof getAllUsersWithPagination>;

export function useUsersPage(request: UsersPageRequest) {
  return useApiQuery(getAllUsersWithPagination, request, pagedList);
}

/** The user shown at /users/id:{userId}; null waits (create mode). */
export function useUser(userId: string | undefined) {
  return useApiQuery(getUserDetails, userId ? { id: userId } : null, oncePerPage);
}

export function useSaveUser() {
  return useApiMutation(saveUser);
}

export function useDepartmentOptions() {
  return useApiQuery(getDepartments, {}, oncePerPage);
}

/** The tenant's office types, the Office Type choices (a user's type picks their escalation group). */
export function useOfficeTypeOptions() {
  return useApiQuery(getCatalogueOptions, {}, oncePerPage);
}
