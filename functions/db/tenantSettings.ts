import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { onceInRequest } from '../lib/requestScope';
import {
  type BusinessCalendarRecord,
  CALENDAR_AND_SETTINGS_REQUEST_KEY,
  forgetCalendarAndSettingsInRequest,
} from './businessCalendar';
import { db, tableName } from './client';
import { businessCalendarKey, tenantSettingsKey } from './keys';
import { putItem } from './query';

export interface TenantSettingsRecord {
  tenantName: string;
  /** The name people read (Tenant Settings); unset or blank: tenantName. */
  organisationName?: string;
  versionLabel: string;
  helpdeskPhone: string;
  supportEmail: string;
  deprecationNotice: string | null;
  /** The help topic of tickets opened by mail (issue 19); unset: none. */
  mailHelpTopicId?: string;
  /** IANA zone of screens, exports and mails; unset in records older than the setting. */
  timeZone?: string;
  is_smtp_enabled: boolean;
  is_school_esc_enabled: boolean;
  is_college_esc_enabled: boolean;
  is_administrative_esc_enabled: boolean;
  is_users_enabled: boolean;
  /** Absent means on (issue 21 item 18). */
  is_department_queue_mail_enabled?: boolean;
  /** Mail from unknown senders is held for Mail Review instead of refused (issue 19). Absent means off. */
  is_mail_review_enabled?: boolean;
  smtp_host?: string;
  smtp_port?: string;
  smtp_user?: string;
  smtp_email?: string;
  /** AES-GCM ciphertext, never returned by the API. */
  smtp_password_encrypted?: string;
  /** The domains agents may add reply recipients from; unset: the domains of the users. */
  mail_domains?: string[];
  updatedAt: string;
}

export async function getTenantSettings(): Promise<TenantSettingsRecord | undefined> {
  return (await getCalendarAndSettings()).settings;
}

interface CalendarAndSettings {
  calendar?: BusinessCalendarRecord;
  settings?: TenantSettingsRecord;
}

/**
 * The business calendar and the tenant settings in one read: they sit side by side in the tenant's
 * partition (CALENDAR < SETTINGS, nothing between), so one query costs what one small get does.
 * Every list page reads both (the SLA clock needs the calendar and the time zone), and a ticket
 * change asks for them three times (its due dates, its mails' dates and recipients): read once per
 * request, each caller getting its own copy.
 */
export async function getCalendarAndSettings(): Promise<CalendarAndSettings> {
  return structuredClone(await onceInRequest(CALENDAR_AND_SETTINGS_REQUEST_KEY, readCalendarAndSettings));
}

async function readCalendarAndSettings(): Promise<CalendarAndSettings> {
  const calendarKey = businessCalendarKey();
  const settingsKey = tenantSettingsKey();
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :first AND :last',
      ExpressionAttributeValues: { ':pk': calendarKey.PK, ':first': calendarKey.SK, ':last': settingsKey.SK },
    }),
  );
  const found: CalendarAndSettings = {};
  for (const { PK, SK, entity, ...record } of answer.Items ?? []) {
    if (SK === calendarKey.SK) found.calendar = record as BusinessCalendarRecord;
    else if (SK === settingsKey.SK) found.settings = record as TenantSettingsRecord;
  }
  return found;
}

export async function putTenantSettings(settings: TenantSettingsRecord): Promise<void> {
  try {
    await putItem({ ...tenantSettingsKey(), entity: 'tenantSettings', ...settings });
  } finally {
    forgetCalendarAndSettingsInRequest();
  }
}
