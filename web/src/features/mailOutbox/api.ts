import type { RequestOf } from '@shared/contract/endpoint';
import {
  acceptHeldMail,
  discardHeldMail,
  getFailedMails,
  getMailLog,
  getMailReview,
  retryMail,
} from '@shared/contract/mailOutbox';
import { useApiMutation, useApiQuery } from '@/lib/useApi';

/** Calls of the Failed Mails screen (central admins; decision recorded in shared/contract/mailOutbox.ts). */

export type FailedMailsRequest = RequestOf<typeof getFailedMails>;

export function useFailedMails(request: FailedMailsRequest) {
  return useApiQuery(getFailedMails, request, { keepPreviousData: true, revalidateOnFocus: false });
}

export function useRetryMail() {
  return useApiMutation(retryMail);
}

export type MailLogRequest = RequestOf<typeof getMailLog>;

/** Mail Log (central admins, issue 19): received mails and what became of them. */
export function useMailLog(request: MailLogRequest) {
  return useApiQuery(getMailLog, request, { keepPreviousData: true, revalidateOnFocus: false });
}

export type MailReviewRequest = RequestOf<typeof getMailReview>;

/** Mail Review (central admins, issue 19): mail from unknown senders, held for Accept or Discard. */
export function useMailReview(request: MailReviewRequest) {
  return useApiQuery(getMailReview, request, { keepPreviousData: true, revalidateOnFocus: false });
}

export function useAcceptHeldMail() {
  return useApiMutation(acceptHeldMail);
}

export function useDiscardHeldMail() {
  return useApiMutation(discardHeldMail);
}
