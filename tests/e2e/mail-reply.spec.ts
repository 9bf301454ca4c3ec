import type { APIRequestContext } from '@playwright/test';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { apiPost, apiToken, expect, raiseDemoTicket, sesInbox, signInAs, test, toast } from './helpers';

/**
 * Issue 19: a requester answers a ticket's mail from their mailbox; the reply goes to the local
 * SMTP listener (PORT+13) at the ticket's signed reply address, and the agent sees it in the
 * thread. A central admin finds the mail in the Mail Log, and decides held mail in Mail Review. The
 * tests of this file run in order, one at a time: the Mail Review test turns holding on for its
 * duration, after the Mail Log test has seen an unknown sender refused.
 */

test.describe.configure({ timeout: 120_000 });

const port = Number(process.env.E2E_PORT ?? 3400);

/**
 * With Mail Review holding on, mails `mail` to the help desk from an unknown sender and runs `check`;
 * holding is turned off again whatever happens.
 */
async function withHeldMail(request: APIRequestContext, mail: Omit<SendMailOptions, 'to'>, check: () => Promise<void>) {
  const admin = await apiToken(request, 'admin@demo.local');
  await apiPost(request, admin, '/api/tenantSettings/saveUpdate', { is_mail_review_enabled: true });
  try {
    const transport = createTransport({ host: '127.0.0.1', port: port + 13, secure: false, ignoreTLS: true });
    await transport.sendMail({ ...mail, to: 'help@demo.local' });
    transport.close();
    await check();
  } finally {
    await apiPost(request, admin, '/api/tenantSettings/saveUpdate', { is_mail_review_enabled: false });
  }
}

/** The Reply-To of the ticket's "Ticket raised" mail, as the requester's mail program sees it. */
async function replyAddressOf(request: APIRequestContext, ticketId: string): Promise<string> {
  let replyTo: string | undefined;
  await expect
    .poll(async () => {
      await request.post('/__local/jobs/mailOutbox');
      replyTo = (await sesInbox(request)).find((mail) => mail.subject.startsWith(`[Ticket #${ticketId}]`))?.replyTo[0];
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

test('a central admin accepts a held mail from an unknown sender in Mail Review', async ({ page, request }) => {
  const stamp = Date.now();
  const mail = {
    from: `Nina Newcomer <newcomer${stamp}@elsewhere.example>`,
    subject: `Library card ${stamp}`,
    text: 'I lost my library card.',
  };
  await withHeldMail(request, mail, async () => {
    await signInAs(page, 'admin@demo.local');
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Mail Review' }).click();
    await expect(page).toHaveURL(/\/mailReview$/);
    const row = page.getByRole('row', { name: new RegExp(`Library card ${stamp}`) });
    await expect(row).toContainText('Nina Newcomer');
    await expect(row).toContainText('I lost my library card.');
    await row.getByRole('button', { name: `Accept mail Library card ${stamp}` }).click();
    await expect(toast(page, 'created from the mail')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.goto('/mailLog');
    await expect(page.getByRole('row', { name: new RegExp(`Library card ${stamp}`) })).toContainText('Ticket created');
  });
});

test('a central admin discards a held mail only after confirming it, and sees it said', async ({ page, request }) => {
  const stamp = Date.now();
  const mail = {
    from: `Sam Salesperson <sam.salesperson.with.a.long.address${stamp}@elsewhere.example>`,
    subject: `Cheap pens for every classroom this term ${stamp}`,
    text: 'Buy our pens now: a special offer for schools, colleges and every central office in the group.',
    attachments: [{ filename: 'price-list-for-the-new-term.txt', content: 'Pens', contentType: 'text/plain' }],
  };
  await withHeldMail(request, mail, async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, 'admin@demo.local');
    await page.goto('/mailReview');
    const row = page.getByRole('row', { name: new RegExp(`Cheap pens for every classroom this term ${stamp}`) });
    const discard = row.getByRole('button', { name: `Discard mail Cheap pens for every classroom this term ${stamp}` });
    await expect(discard).toBeVisible();

    // Accept and Discard sit inside the table's frame at 1280 px, without scrolling it sideways.
    const frame = page.getByRole('table', { name: 'Mail Review' }).locator('xpath=..');
    const frameBox = (await frame.boundingBox())!;
    for (const name of ['Accept', 'Discard']) {
      const box = (await row.getByRole('button', { name: new RegExp(`^${name} mail`) }).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(frameBox.x + frameBox.width);
    }

    // Cancel keeps the mail; Discard in the dialog drops it, with the toast.
    await discard.click();
    const dialog = page.getByRole('dialog', { name: 'Discard Mail' });
    await expect(dialog).toContainText(`Cheap pens for every classroom this term ${stamp}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(1);

    await discard.click();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(toast(page, 'Mail Discarded Successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test('a long held mail shows three lines in its Mail Review row, and the whole text on demand', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const paragraphs = Array.from(
    { length: 8 },
    (_, at) => `Paragraph ${at + 1}: the projector in room ${at + 12} flickers whenever the lights are dimmed.`,
  );
  const mail = {
    from: `Long Writer <long.writer${stamp}@elsewhere.example>`,
    subject: `Projector story ${stamp}`,
    text: paragraphs.join('\n\n'),
  };
  await withHeldMail(request, mail, async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, 'admin@demo.local');
    await page.goto('/mailReview');
    const row = page.getByRole('row', { name: new RegExp(`Projector story ${stamp}`) });
    const message = row.getByText(/^Paragraph 1: the projector/);
    await expect(message).toBeVisible();

    // Clamped to three lines with an ellipsis: the row stays short.
    const clamp = await message.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        lines: style.webkitLineClamp,
        overflow: style.overflow,
        height: element.getBoundingClientRect().height,
        // 'normal' is about 1.2 font sizes; Fluent's tables set a line height in pixels.
        lineHeight: Number.parseFloat(style.lineHeight) || 1.2 * Number.parseFloat(style.fontSize),
      };
    });
    expect(clamp.lines).toBe('3');
    expect(clamp.overflow).toBe('hidden');
    expect(clamp.height).toBeLessThanOrEqual(3 * clamp.lineHeight + 1);
    const rowBox = (await row.boundingBox())!;
    expect(rowBox.height).toBeLessThan(160);

    // The whole text: the cell's tooltip, and Show all opens it.
    expect(await message.getAttribute('title')).toContain(paragraphs[7]);
    await row.getByRole('button', { name: `Show all of the message Projector story ${stamp}` }).click();
    const dialog = page.getByRole('dialog', { name: `Projector story ${stamp}` });
    await expect(dialog).toContainText(paragraphs[7]!);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    // Only a cut message offers Show all (the page holds no other long one).
    await expect(page.getByRole('button', { name: /^Show all of the message/ })).toHaveCount(1);
    await row.getByRole('button', { name: `Discard mail Projector story ${stamp}` }).click();
    await page.getByRole('dialog', { name: 'Discard Mail' }).getByRole('button', { name: 'Discard' }).click();
    await expect(toast(page, 'Mail Discarded Successfully')).toBeVisible();
  });
});

test('an agent adds a typed address (no account) to a reply; a bad one is marked, never dropped', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const ticketId = await raiseDemoTicket(request, `Projector lamp ${stamp}`);
  const vendor = `vendor${stamp}@demo.local`;
  const installer = `installer${stamp}@demo.local`;
  await signInAs(page, 'agent@demo.local');
  await page.goto(`/viewTicket/id:${ticketId}`);
  const form = page.getByRole('form', { name: 'Post Reply' });
  const recipients = form.getByRole('combobox', { name: 'Recipients' });

  // A full address is offered as itself and added with Enter.
  await recipients.fill(vendor);
  await expect(page.getByRole('option', { name: `Add ${vendor}` })).toBeVisible();
  await recipients.press('Enter');
  await expect(form.getByRole('button', { name: `Remove ${vendor}` })).toBeVisible();
  await expect(recipients).toHaveValue('');

  // Outside the mail domains, or not an address: said under the field, nothing added.
  await recipients.fill(`vendor${stamp}@outside.example`);
  await recipients.press('Enter');
  await expect(form.getByText(/Allowed domains: .*demo\.local/)).toBeVisible();
  await expect(form.getByRole('button', { name: `Remove vendor${stamp}@outside.example` })).toHaveCount(0);

  // Post with a bad address left typed stops at the field; nothing is sent.
  await form.getByRole('textbox', { name: 'Message' }).fill(`Lamp ordered ${stamp}`);
  await recipients.fill('installer');
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(
    form.getByText('Not an e-mail address: installer. Enter an address such as name@school.edu'),
  ).toBeVisible();
  await expect(recipients).toHaveValue('installer');

  // A usable address left typed is added by Post, not dropped.
  await recipients.fill(installer);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Reply Posted').first()).toBeVisible();
  // The thread says who else the reply went to.
  await expect(
    page.getByRole('listitem', { name: /^Reply by / }).filter({ hasText: `Lamp ordered ${stamp}` }),
  ).toContainText(`Also sent to: ${vendor}, ${installer}`);
  await expect
    .poll(async () => {
      await request.post('/__local/jobs/mailOutbox');
      return (await sesInbox(request))
        .filter((mail) => mail.subject.startsWith(`[Ticket #${ticketId}]`) && mail.subject.includes('New reply'))
        .flatMap((mail) => mail.destination.to)
        .sort();
    })
    .toEqual(expect.arrayContaining([installer, vendor]));
  const toVendor = (await sesInbox(request)).find((mail) => mail.destination.to.includes(vendor))!;
  expect(toVendor.body.text).toContain(`Lamp ordered ${stamp}`);
  expect(toVendor.body.text).not.toContain('/viewTicket/');
});
