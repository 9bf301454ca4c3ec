import type { EndpointDefinition, RequestOf, ResponseOf } from '@shared/contract/endpoint';
import { useDeferredValue, useEffect, useMemo } from 'react';
import useSWR, {
  type Key,
  preload,
  type SWRConfiguration,
  type SWRResponse,
  unstable_serialize,
  useSWRConfig,
} from 'swr';
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

/**
 * The queries on screen: how many mounted `useApiQuery` calls read each key (as SWR serializes it),
 * so that `useInvalidate` reads those again in place and drops only the answers nobody shows.
 */
const keysOnScreen = new Map<string, number>();

const isOnScreen = (key: Key): boolean => (keysOnScreen.get(unstable_serialize(key)) ?? 0) > 0;

function useOnScreen(key: ApiQueryKey<EndpointDefinition> | null): void {
  const serialized = key === null ? '' : unstable_serialize(key);
  useEffect(() => {
    if (!serialized) return;
    keysOnScreen.set(serialized, (keysOnScreen.get(serialized) ?? 0) + 1);
    return () => {
      const readers = (keysOnScreen.get(serialized) ?? 1) - 1;
      if (readers > 0) keysOnScreen.set(serialized, readers);
      else keysOnScreen.delete(serialized);
    };
  }, [serialized]);
}

/** Reads an endpoint through SWR. Pass null as the request to wait (nothing is fetched). */
export function useApiQuery<E extends EndpointDefinition>(
  endpoint: E,
  request: RequestOf<E> | null,
  config?: SWRConfiguration<ResponseOf<E>, ApiError>,
): SWRResponse<ResponseOf<E>, ApiError> {
  const key = request === null ? null : apiQueryKey(endpoint, request);
  useOnScreen(key);
  const response = useSWR<ResponseOf<E>, ApiError, ApiQueryKey<E> | null>(
    key,
    ([, body]: ApiQueryKey<E>) => callApi(endpoint, body),
    config,
  );
  return useFirstAnswerInBackground(response);
}

/**
 * A screen's first answer is drawn in the background; every later one at once.
 *
 * SWR announces an answer through useSyncExternalStore, which React renders in one blocking pass.
 * Drawing a screen's first table of tickets in that pass blocked a slow school laptop for up to a
 * second on a cold visit (issue 17, total blocking time). Until the first answer is drawn, the
 * reading component keeps its loading state and the screen drawn from the answer renders as a
 * transition, in slices the browser can interrupt for input.
 *
 * Answers after the first (a re-read after a write, a page or filter change with the previous
 * answer kept) are drawn at once, as before: code that acts on the page right after a re-read
 * (the Department Queue's focus after a Take) finds the new rows there. Deferring those too failed
 * that focus in a fresh-clone CI.
 */
function useFirstAnswerInBackground<Data>(response: SWRResponse<Data, ApiError>): SWRResponse<Data, ApiError> {
  const { data, error, isLoading } = response;
  const answer = useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]);
  const drawn = useDeferredValue(answer);
  const hasAnswer = (state: typeof answer) => state.data !== undefined || state.error !== undefined;
  if (hasAnswer(drawn) || !hasAnswer(answer)) return response;
  // The answer is here but not drawn yet: the screen stays as it was, loading.
  return {
    data: undefined,
    error: undefined,
    isLoading: true,
    get isValidating() {
      return response.isValidating;
    },
    mutate: response.mutate,
  };
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
 * After a write: every cached query of these endpoints is read again. One on screen is revalidated
 * in place, its current answer shown until the new one arrives (clearing it first blanked the list
 * or form into loading rows and lost the user's place). One off screen is dropped, so the screen that
 * shows it next reads afresh even when it reads once a page (`oncePerPage` never revalidates a cached
 * answer). A read the user may no longer be allowed (a transferred ticket) is `useForget`'s case.
 */
export function useInvalidate(...endpoints: EndpointDefinition[]) {
  const { mutate } = useSWRConfig();
  return async (): Promise<void> => {
    const ofEndpoints = (key: unknown) => Array.isArray(key) && endpoints.some((endpoint) => key[0] === endpoint.path);
    await Promise.all([
      // No data argument: SWR revalidates and keeps the cached answer meanwhile.
      mutate((key) => ofEndpoints(key) && isOnScreen(key)),
      // `revalidate: true` reads nothing now (nobody shows it) but drops SWR's marker of the last
      // read, which would otherwise hand the screen shown next that read's old answer for 2 s
      // (deduplication): My Tickets right after a Take showed the ticket missing.
      mutate((key) => ofEndpoints(key) && !isOnScreen(key), undefined, { revalidate: true }),
    ]);
  };
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
