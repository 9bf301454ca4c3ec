import * as z from 'zod';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../domain/dates';
import { MAX_MAIL_DOMAINS } from '../domain/mail';
import { INPUT_LIMITS, nameText, text } from './common';

/**
 * The tenant settings' fields and the save request, apart from the endpoints (./tenantSettings.ts):
 * the Tenant Settings screen builds and checks its form with them in the browser, and only that
 * screen's chunk then carries zod (web/build/browserContract.ts).
 */

/**
 * Decision (issue 21 item 5): these two objects are the one list of tenant settings. Admin → Tenant
 * Settings (/tenantSettings, central admins) builds its form from their shapes: a flag is a switch,
 * a text an input, labelled by its `title` meta (or its key, spaced, when it has none), so a setting
 * added here appears on that screen and is saved by saveUpdate without being listed again. The
 * SMTP screen (/smtp_config) keeps the five SMTP fields and the Mail Domains only.
 */
export const ESCALATION_SWITCH_HINT =
  'When on, staff of this office type can raise a ticket only where an escalation contact is set up for their branch, department and category: add the rows first.';

export const tenantFlags = z.object({
  is_smtp_enabled: z.boolean().meta({ title: 'SMTP configuration' }),
  /**
   * Decision: turning an escalation on makes raising a ticket need a matching escalation matrix row
   * (tickets spec section 8: the lookup warning stops the flow), so each switch says so under it.
   */
  is_school_esc_enabled: z.boolean().meta({ title: 'School escalation', hint: ESCALATION_SWITCH_HINT }),
  is_college_esc_enabled: z.boolean().meta({ title: 'College escalation', hint: ESCALATION_SWITCH_HINT }),
  is_administrative_esc_enabled: z.boolean().meta({ title: 'Administrative escalation', hint: ESCALATION_SWITCH_HINT }),
  is_users_enabled: z.boolean().meta({ title: 'Users' }),
  /**
   * Decision (issue 21 item 18): a new unassigned ticket is mailed to its department's agents (Agent
   * Mapping), who find it in their Department Queue. On by default: absent (settings saved before
   * the flag existed) means on; false turns the mail off.
   */
  is_department_queue_mail_enabled: z
    .boolean()
    .optional()
    .meta({ title: 'Mail new unassigned tickets to the department' }),
  /**
   * Decision (issue 19): mail from an unknown sender is held for Mail Review (Admin → Mail Review)
   * instead of refused with one polite reply. Off by default (absent means off).
   */
  is_mail_review_enabled: z.boolean().optional().meta({ title: 'Hold mail from unknown senders for Mail Review' }),
});
export type TenantFlags = z.infer<typeof tenantFlags>;

/** Texts of the tenant; `multiline` meta: a text area on the settings screen. */
export const tenantTexts = z.object({
  /**
   * Decision (a new tenant showed as "local"): the organisation's name as people read it, shown in
   * the header, on the sign-in card and on the feedback page in place of the tenant's short name
   * (its stack and table name, fixed at deploy). Blank: the short name, as before.
   */
  organisationName: text(INPUT_LIMITS.nameBytes).optional().meta({
    title: 'Organisation name',
    hint: "Shown in the header, on the sign-in page and on the feedback page. Blank: the tenant's short name.",
  }),
  /** Version label {ip} shown in the header. */
  versionLabel: text(INPUT_LIMITS.nameBytes).meta({ title: 'Version Label' }),
  helpdeskPhone: text(INPUT_LIMITS.nameBytes).meta({ title: 'Helpdesk Phone' }),
  supportEmail: text(INPUT_LIMITS.nameBytes).meta({ title: 'Support Email' }),
  /**
   * Decision (issue 21 item 28): screens, exports and mails show times in this IANA zone (shown in
   * the header); Asia/Kolkata by default. The date rule is shared/domain/dates.ts.
   */
  timeZone: text(INPUT_LIMITS.nameBytes).meta({ title: 'Time Zone', hint: `An IANA name, e.g. ${DEFAULT_TIME_ZONE}` }),
  /**
   * When set, /addTicket shows only this message (spec: deprecation notice). Off by default; saving
   * it blank turns it off.
   */
  /**
   * Decision (issue 19): the help topic (and with it the department) of tickets opened by mail,
   * picked on the settings screen from the active help topics (`pick` meta). Saving an id that is
   * not an active help topic of an active department is refused (400, nothing written); blank turns
   * tickets by mail off (a new mail opens no ticket, the Mail Log says why; replies still work). A
   * topic deactivated later has the same effect as blank until another is picked.
   */
  mailHelpTopicId: text(INPUT_LIMITS.nameBytes).optional().meta({
    title: 'Help Topic for mail',
    hint: 'New tickets by mail go to this help topic and its department.',
    pick: 'helpTopic',
  }),
  deprecationNotice: text(INPUT_LIMITS.textBytes)
    .nullable()
    .meta({ title: 'Deprecation Notice', multiline: true, hint: 'When set, New Ticket shows only this message.' }),
});
export type TenantTexts = z.infer<typeof tenantTexts>;

/** The label and hint a setting shows on the Tenant Settings screen. */
export function settingLabel(
  name: string,
  schema: z.ZodType,
): { title: string; hint?: string; multiline: boolean; pick?: 'helpTopic' } {
  const meta = schema.meta() as { title?: string; hint?: string; multiline?: boolean; pick?: 'helpTopic' } | undefined;
  const spaced = name.replace(/^is_/, '').replace(/_/g, ' ');
  return {
    title: meta?.title ?? spaced.charAt(0).toUpperCase() + spaced.slice(1),
    hint: meta?.hint,
    multiline: Boolean(meta?.multiline),
    pick: meta?.pick,
  };
}

export const TENANT_SETTINGS_MESSAGES = {
  invalidSupportEmail: 'Support Email must be a valid email address',
  invalidTimeZone: `Time Zone must be an IANA time zone name, e.g. ${DEFAULT_TIME_ZONE}`,
  blankVersionLabel: 'Version Label must not be empty',
  unknownMailHelpTopic: 'Help Topic for mail must be an active help topic',
} as const;

const smtpText = z
  .union([nameText, z.number()])
  .transform((value) => String(value).trim())
  .nullable()
  .optional();

/**
 * Decision: one call saves the SMTP form, the feature flags, or both. When any SMTP field is sent,
 * all five are required (spec: 'Please fill mandatory information'), the port must be 1 to 65535 and
 * the address an e-mail; the password is stored encrypted (AES-256-GCM) and never returned. A call
 * with flags and/or texts only (the Tenant Settings screen) leaves SMTP as it is. A call with neither is refused
 * with the mandatory message. The rules live in shared/domain/adminRules.ts and
 * functions/core/tenantAdmin.ts, so they answer with the spec's messages. The request is named: the
 * Tenant Settings screen checks its values with it before saving (web/build/browserContract.ts).
 */
export const saveUpdateTenantSettingsRequest = z
  .object({
    smtp_host: smtpText,
    smtp_port: smtpText,
    smtp_user: smtpText,
    // Not trimmed: a password may begin or end with a space.
    smtp_password: z.string().max(500).nullable().optional(),
    smtp_email: smtpText,
    /** Decision (issue #15): replaces the Mail Domains ('Mail Domains Saved Successfully'). */
    mail_domains: z
      .array(z.string().max(253))
      .max(MAX_MAIL_DOMAINS * 2)
      .optional(),
  })
  .extend(tenantFlags.partial().shape)
  .extend(tenantTexts.partial().shape)
  .superRefine((value, context) => {
    const problem = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] });
    const email = value.supportEmail?.trim();
    if (email && !z.email().safeParse(email).success)
      problem(TENANT_SETTINGS_MESSAGES.invalidSupportEmail, 'supportEmail');
    if (value.timeZone !== undefined && !isTimeZone(value.timeZone.trim()))
      problem(TENANT_SETTINGS_MESSAGES.invalidTimeZone, 'timeZone');
    if (value.versionLabel !== undefined && value.versionLabel.trim() === '')
      problem(TENANT_SETTINGS_MESSAGES.blankVersionLabel, 'versionLabel');
  });
