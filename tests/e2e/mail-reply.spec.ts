import type { APIRequestContext } from '@playwright/test';
import { createTransport } from 'nodemailer';
import { expect, raiseDemoTicket, signInAs, test } from './helpers';

/**
 * Issue 19: a requester answers a ticket's mail from their mailbox; the reply goes to the local
 * SMTP listener (PORT+13) at the ticket's signed reply address, and the agent sees it in the
 * thread. A central admin finds the mail in the Mail Log.
 */

test.describe.configure({ timeout: 120_000 });

const port = Number(process.env.E2E_PORT ?? 3400);

/** The Reply-To of the ticket's "Ticket raised" mail, as the requester's mail program sees it. */
async function replyAddressOf(request: APIRequestContext, ticketId: string): Promise<string> {
  let replyTo: string | undefined;
  await expect
    .poll(async () => {
      await request.post('/__local/jobs/mailOutbox');
      const store = (await (await request.get(`http://127.0.0.1:${port + 12}/store`)).json()) as {
        emails: { subject: string; replyTo: string[] }[];
      };
      replyTo = store.emails.find((mail) => mail.subject.startsWith(`[Ticket #${ticketId}]`))?.replyTo[0];
      return replyTo;
    })
    .toMatch(/^help\+t\d+\.[0-9a-f]+@demo\.local$/);
  return replyTo!;
}

test('a requester replies by mail and the agent sees it in the thread', async ({ page, request }) => {
  const stamp = Date.now();
  const ticketId = await raiseDemoTicket(request, `Scanner offline ${stamp}`);
  const replyTo = await replyAddressOf(request, ticketId);

  const transport = createTransport({ host: '127.0.0.1', port: port + 13, secure: false, ignoreTLS: true });
  await transport.sendMail({
    from: 'user@demo.local',
    to: replyTo,
    subject: `Re: [Ticket #${ticketId}] Scanner offline`,
    text: `It shows error 7 now ${stamp}.\n\nOn Wed, 25 Nov 2026 at 09:00, Helpdesk <helpdesk@demo.local> wrote:\n> Ticket raised`,
  });
  transport.close();

  await signInAs(page, 'agent@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  await expect(page.getByText(`It shows error 7 now ${stamp}.`)).toBeVisible();
  await expect(page.getByText('Ticket raised', { exact: true })).toHaveCount(0);
});

test('a central admin sees received mails in the Mail Log', async ({ page }) => {
  const stamp = Date.now();
  const transport = createTransport({ host: '127.0.0.1', port: port + 13, secure: false, ignoreTLS: true });
  await transport.sendMail({
    from: `nobody${stamp}@elsewhere.example`,
    to: 'help@demo.local',
    subject: `Question ${stamp}`,
    text: 'Who can help me?',
  });
  transport.close();

  await signInAs(page, 'admin@demo.local');
  await page.goto('/mailLog');
  const row = page.getByRole('row', { name: new RegExp(`Question ${stamp}`) });
  await expect(row).toContainText('Refused');
  await expect(row).toContainText('Unknown sender');
});
