import type { EndpointDefinition, RequestOf, ResponseOf } from '@shared/contract/endpoint';
import useSWR, { preload, type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationConfiguration, type SWRMutationResponse } from 'swr/mutation';
import { type ApiError, callApi } from './apiClient';

/** SWR cache key of a query: the endpoint path plus its request (SWR hashes the object stably). */
export type ApiQueryKey<E extends EndpointDefinition> = readonly [path: string, request: RequestOf<E>];

export const apiQueryKey = <E extends EndpointDefinition>(endpoint: E, request: RequestOf<E>): ApiQueryKey<E> => [
  endpoint.path,
  request,
];

/**
 * Starts a read before the screen that shows it is rendered (its code still on the way): the
 * screen's `useApiQuery` with the same request takes this answer instead of asking again.
 */
export function preloadApiQuery<E extends EndpointDefinition>(endpoint: E, request: RequestOf<E>): void {
  void preload(apiQueryKey(endpoint, request), ([, body]: ApiQueryKey<E>) => callApi(endpoint, body)).catch(
    // The screen's own read reports a failure, and tries again.
    () => undefined,
  );
}

/** Reads an endpoint through SWR. Pass null as the request to wait (nothing is fetched). */
export function useApiQuery<E extends EndpointDefinition>(
  endpoint: E,
  request: RequestOf<E> | null,
  config?: SWRConfiguration<ResponseOf<E>, ApiError>,
): SWRResponse<ResponseOf<E>, ApiError> {
  return useSWR<ResponseOf<E>, ApiError, ApiQueryKey<E> | null>(
    request === null ? null : apiQueryKey(endpoint, request),
    ([, body]: ApiQueryKey<E>) => callApi(endpoint, body),
    config,
  );
}

/** A write (or any call made on demand): `trigger(request)` resolves with the parsed answer. */
export function useApiMutation<E extends EndpointDefinition>(
  endpoint: E,
  config?: SWRMutationConfiguration<ResponseOf<E>, ApiError, string, RequestOf<E>>,
): SWRMutationResponse<ResponseOf<E>, ApiError, string, RequestOf<E>> {
  return useSWRMutation<ResponseOf<E>, ApiError, string, RequestOf<E>>(
    endpoint.path,
    (_path: string, { arg }: { arg: RequestOf<E> }) => callApi(endpoint, arg),
    config,
  );
}

/**
 * After a write: every cached query of these endpoints is marked stale (and refetched where it is
 * on screen), so a list left and come back to shows the change instead of a deduplicated old answer.
 */
export function useInvalidate(...endpoints: EndpointDefinition[]) {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => Array.isArray(key) && endpoints.some((endpoint) => key[0] === endpoint.path), undefined, {
      revalidate: true,
    });
}

/**
 * After a delete: every cached answer of these endpoints (the deleted record's own read) is dropped
 * without being asked again. The record is gone, so a read would only answer 404; opening it later
 * reads afresh.
 */
export function useForget(...endpoints: EndpointDefinition[]) {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => Array.isArray(key) && endpoints.some((endpoint) => key[0] === endpoint.path), undefined, {
      revalidate: false,
    });
}
