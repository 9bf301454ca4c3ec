import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { tenantSettingsKey } from './keys';

export interface TenantSettingsRecord {
  tenantName: string;
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
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: tenantSettingsKey() }));
  if (!answer.Item) return undefined;
  const { PK, SK, entity, ...settings } = answer.Item;
  return settings as TenantSettingsRecord;
}

export async function putTenantSettings(settings: TenantSettingsRecord): Promise<void> {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...tenantSettingsKey(), entity: 'tenantSettings', ...settings } }),
  );
}
