import type { TenantSettingsView } from '@shared/contract/tenantSettings';
import type { ReactNode } from 'react';
import { LoadedRecord } from '@/components/LoadedRecord';
import { PageShell } from '@/components/PageShell';
import { useStoredSettings } from './api';

/** A page of the tenant's stored settings (Configure SMTP, Tenant Settings): its forms once they are read. */
export function StoredSettingsPage({
  title,
  children,
}: {
  title: string;
  children: (settings: TenantSettingsView) => ReactNode;
}) {
  const stored = useStoredSettings();
  return (
    <PageShell title={title}>
      <LoadedRecord record={{ data: stored.data?.data, error: stored.error }} loadingLabel="Loading settings">
        {children}
      </LoadedRecord>
    </PageShell>
  );
}
