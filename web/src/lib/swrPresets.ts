import type { SWRConfiguration } from 'swr';

/**
 * How often the web reads again, named once. `oncePerPage`: reference data (departments, options,
 * settings) read once a page load; an admin's change shows on the next load or where a write
 * invalidates it.
 */
export const oncePerPage: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
};

/** A lookup whose failure is shown at once, not retried in the background. */
export const oncePerPageNoRetry: SWRConfiguration = { ...oncePerPage, shouldRetryOnError: false };

/** A server-paged list: the last page stays shown while the next loads; no reload on focus. */
export const pagedList: SWRConfiguration = { keepPreviousData: true, revalidateOnFocus: false };
