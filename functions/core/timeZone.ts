import { DEFAULT_TIME_ZONE, formatDisplayDate, isTimeZone } from '../../shared/domain/dates';
import { getTenantSettings, type TenantSettingsRecord } from '../db/tenantSettings';

/**
 * The tenant's time zone (issue 21 item 28): the tenant setting, else the deployment's
 * TENANT_TIMEZONE, else Asia/Kolkata. Exports and mails format their dates with it, as screens do.
 */
export async function tenantTimeZone(): Promise<string> {
  return timeZoneOf(await getTenantSettings());
}

/** The zone from settings already read (see tenantTimeZone). */
export function timeZoneOf(settings: TenantSettingsRecord | undefined): string {
  const stored = settings?.timeZone;
  if (stored && isTimeZone(stored)) return stored;
  const configured = process.env.TENANT_TIMEZONE;
  return configured && isTimeZone(configured) ? configured : DEFAULT_TIME_ZONE;
}

/** A formatter bound to the tenant's zone, read once for a whole export or mail batch. */
export async function tenantDateFormatter(): Promise<(value: string | null | undefined) => string> {
  const zone = await tenantTimeZone();
  return (value) => formatDisplayDate(value, zone);
}
