import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AppToaster } from '@/components/toast';
import { isApiError } from '@/lib/apiError';

/** A 4xx will answer the same again (and a 401 has already sent the browser to /login). */
const isWorthRetrying = (error: unknown): boolean => !isApiError(error) || error.status === 0 || error.status >= 500;

const swrDefaults: SWRConfiguration = {
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (!isWorthRetrying(error) || retryCount >= 3) return;
    setTimeout(() => revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * 2 ** retryCount);
  },
};

/** What every page has: data fetching and the toaster. Fluent UI comes with the screens that use it (FluentShell). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrDefaults}>
      {children}
      <AppToaster />
    </SWRConfig>
  );
}
