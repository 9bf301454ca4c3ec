import { drainOutbox } from '../core/mail';

/** EventBridge target, every minute: sends queued mails, retrying failures. */
export const handler = async () => {
  const outcome = await drainOutbox();
  console.log(JSON.stringify({ level: 'info', job: 'mailOutbox', ...outcome }));
  return outcome;
};
