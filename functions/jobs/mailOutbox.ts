import { drainOutbox } from '../core/mail';
import { countMetric, runJob } from '../lib/observability';

/** EventBridge target, every minute: sends queued mails, retrying failures. */
export const handler = async () =>
  runJob('mailOutbox', drainOutbox, ({ sent, failed }) => {
    countMetric('MailsSent', sent);
    countMetric('MailsFailed', failed);
  });
