import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SMTPServer } from 'smtp-server';
import type { SesReceiptEvent } from '../../functions/jobs/inboundMail';
import { MAX_INBOUND_MAIL_BYTES } from '../../shared/domain/inboundMail';
import type { RunningService } from './emulators';
import { listenLocally } from './listen';

/**
 * The local stand-in for SES receiving (issue 19): an SMTP listener on loopback that accepts mail
 * for the support domain, stores each message where the receipt rule's S3 action would
 * (`<prefix><messageId>` in the bucket) and invokes the inboundMail function with the event SES
 * would send. Like SES it refuses recipients outside the domain and messages over the size limit
 * in the SMTP dialogue. There is no DNS to check locally, so every SPF/DKIM/DMARC verdict is PASS.
 */

export interface SmtpListenerOptions {
  port: number;
  supportAddress: string;
  s3Endpoint: string;
  bucket: string;
  prefix: string;
  invoke: (event: SesReceiptEvent) => Promise<unknown>;
  log?: (line: string) => void;
}

export async function startSmtpListener(options: SmtpListenerOptions): Promise<RunningService> {
  const domain = options.supportAddress.split('@')[1]!.toLowerCase();
  const storage = new S3Client({
    region: 'us-east-1',
    endpoint: options.s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_INBOUND_MAIL_BYTES,
    banner: 'Helpdesk local mail receiver',
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().split('@')[1] !== domain)
        return callback(Object.assign(new Error(`Only mail for @${domain} is received here`), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded)
          return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        const messageId = randomUUID();
        try {
          await storage.send(
            new PutObjectCommand({
              Bucket: options.bucket,
              Key: `${options.prefix}${messageId}`,
              Body: Buffer.concat(chunks),
            }),
          );
          const pass = { status: 'PASS' };
          await options.invoke({
            Records: [
              {
                ses: {
                  mail: { messageId },
                  receipt: {
                    recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
                    spfVerdict: pass,
                    dkimVerdict: pass,
                    dmarcVerdict: pass,
                  },
                },
              },
            ],
          });
          callback();
        } catch (error) {
          options.log?.(`Inbound mail failed: ${(error as Error).message}`);
          // SES would retry the Lambda action; a sender's server retries on a 4xx.
          callback(Object.assign(new Error('Temporary failure, try again later'), { responseCode: 451 }));
        }
      });
    },
  });
  await listenLocally(server, options.port);
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        storage.destroy();
      }),
  };
}
