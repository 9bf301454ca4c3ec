import { GetObjectCommand } from '@aws-sdk/client-s3';
import { receiveMail } from '../core/inboundMail';
import { s3 } from '../lib/aws';
import { env } from '../lib/env';
import { runJob } from '../lib/observability';

/**
 * The SES receipt rule's Lambda action (issue 19): the rule's S3 action has stored the message
 * under `<prefix><messageId>` first; this reads it and hands it to the inboundMail core. The local
 * SMTP listener (infra/local/smtp-listener.ts) stores and invokes the same way.
 */

interface Verdict {
  status?: string;
}

export interface SesReceiptEvent {
  Records: {
    ses: {
      mail: { messageId: string };
      receipt: { recipients: string[]; spfVerdict?: Verdict; dkimVerdict?: Verdict; dmarcVerdict?: Verdict };
    };
  }[];
}

async function readStored(messageId: string): Promise<Buffer> {
  const answer = await s3().send(
    new GetObjectCommand({ Bucket: env.inboundMailBucket, Key: `${env.inboundMailPrefix}${messageId}` }),
  );
  return Buffer.from(await answer.Body!.transformToByteArray());
}

const verdict = (value: Verdict | undefined) => value?.status ?? 'GRAY';

export const handler = async (event: SesReceiptEvent) =>
  runJob('inboundMail', async () => {
    const outcomes: Record<string, number> = { duplicate: 0 };
    for (const record of event.Records) {
      const { mail, receipt } = record.ses;
      const entry = await receiveMail({
        raw: await readStored(mail.messageId),
        recipients: receipt.recipients,
        verdicts: {
          spf: verdict(receipt.spfVerdict),
          dkim: verdict(receipt.dkimVerdict),
          dmarc: verdict(receipt.dmarcVerdict),
        },
      });
      const outcome = entry?.outcome ?? 'duplicate';
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    // Counts only: addresses and subjects stay in the Mail Log, never in the logs.
    return outcomes;
  });
