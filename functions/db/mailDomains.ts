import { mailDomainOf } from '../../shared/domain/mail';
import { GSI3, userEmailListIndex } from './keys';
import { queryPages } from './query';

/**
 * The domains of the tenant's users' e-mail addresses: the allowed recipient domains while admins
 * have set none. Reads the users' e-mail index (keys only), never the users themselves.
 */
export async function userMailDomains(): Promise<string[]> {
  const domains = new Set<string>();
  const emails = queryPages({
    IndexName: GSI3,
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': userEmailListIndex('').GSI3PK },
    ProjectionExpression: 'GSI3SK',
  });
  for await (const page of emails) for (const item of page.Items ?? []) domains.add(mailDomainOf(String(item.GSI3SK)));
  domains.delete('');
  return [...domains].sort();
}
