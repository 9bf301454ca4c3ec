import { userMailDomains } from '../db/mailDomains';
import { getTenantSettings } from '../db/tenantSettings';

/** The domains agents may add reply recipients from: the Mail Domains setting, else the users' domains. */
export async function allowedMailDomains(): Promise<string[]> {
  return (await getTenantSettings())?.mail_domains ?? (await userMailDomains());
}
