import type { RequestOf } from '../../../../shared/contract/endpoint';
import { getFailedMails, retryMail } from '../../../../shared/contract/mailOutbox';
import { useApiMutation, useApiQuery } from '../../lib/useApi';

/** Calls of the Failed Mails screen (central admins; decision recorded in shared/contract/mailOutbox.ts). */

export type FailedMailsRequest = RequestOf<typeof getFailedMails>;

export function useFailedMails(request: FailedMailsRequest) {
  return useApiQuery(getFailedMails, request, { keepPreviousData: true, revalidateOnFocus: false });
}

export function useRetryMail() {
  return useApiMutation(retryMail);
}
