import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, fillLaptopIssueForm, labelledValue, signInAs, test, ticketField, toast } from './helpers';

/**
 * A requester raises a ticket with its help topic's dynamic form and an attachment, finds it in My
 * Tickets, reads it, opens the attachment, replies, closes it and re-opens it (tickets spec 2.6, 2.7,
 * 4 "Posting a reply", 8).
 */

/** A small real PNG (solid colour), so the image viewer has something to decode. */
function pngBuffer(width = 48, height = 32): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([0x0f, 0x6c, 0xbd]))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const detail = (page: Page, label: string) => labelledValue(page, 'Ticket Details', label);

test('a requester raises a ticket with an attachment, follows it, replies, closes and re-opens it', async ({
  page,
}) => {
  // A long walk (two uploads, every screen of a ticket's life) on a shared machine.
  test.setTimeout(120_000);
  const subject = `Laptop screen flickers ${Date.now()}`;
  await signInAs(page, 'user@demo.local');

  // Raise (spec 2.6).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New Ticket' }).click();
  await expect(page).toHaveURL(/\/addTicket$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('user@demo.local');
  await expect(page.getByLabel('Employee Number')).toHaveValue('EMP1001');

  // Issue 17: Enter in a field does not send a half-filled form; Submit marks each missing field
  // (outline, aria-invalid, a message under it) and focuses the first; filling one clears its mark.
  await page.getByLabel('Employee Number').press('Enter');
  await expect(page.getByText('Department is required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Please fill mandatory information')).toBeVisible();
  await expect(page.getByLabel('Department')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Department')).toBeFocused();
  await expect(page.getByText('Department is required')).toBeVisible();
  await expect(page.getByText('Ticket Category is required')).toBeVisible();

  await page.getByLabel('Department').selectOption({ label: 'IT Support' });
  await expect(page.getByText('Department is required')).toHaveCount(0);
  await page.getByLabel('Help Topic').selectOption({ label: 'Laptop / Desktop Issue' });
  // The SLA plan defaults to the help topic's.
  await expect(page.getByLabel('SLA Plan')).toHaveValue('2');
  await page.getByLabel('Ticket Category').selectOption('Issue');

  // The help topic's dynamic form.
  await fillLaptopIssueForm(page, {
    summary: subject,
    priority: 'High',
    assetTag: 'LT-0042',
    blocking: 'Yes',
    description: 'Since Monday the screen flickers.',
  });

  // The file goes straight to S3 with the presigned POST of createUploadUrl (S3 answers 204).
  const storedInS3 = page.waitForResponse(
    (response) => response.request().method() === 'POST' && !response.url().includes('/api/'),
  );
  await page
    .getByLabel('Attachment', { exact: true })
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: pngBuffer() });
  expect((await storedInS3).status()).toBe(204);
  await expect(page.getByRole('button', { name: /screen\.png/ })).toBeVisible();

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/ticket/save'));
  await page.getByRole('button', { name: 'Submit' }).click();
  const answer = (await (await saved).json()) as { success: boolean; id: string };
  expect(answer.success).toBe(true);
  const ticketId = answer.id;
  await expect(toast(page, 'Ticket saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/ticket$/);

  // Follow it from My Tickets (spec 2.7).
  await page.getByRole('link', { name: ticketId, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/viewTicket/id:${ticketId}$`));
  await expect(page.getByRole('heading', { name: `Ticket #${ticketId}`, level: 1 })).toBeVisible();
  await expect(page.getByText(subject, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('My Tickets')).toBeVisible();
  await expect(ticketField(page, 'Status')).toHaveText('Open');
  await expect(ticketField(page, 'Priority')).toHaveText('High');
  await expect(ticketField(page, 'Help Topic')).toHaveText('Laptop / Desktop Issue');
  await expect(ticketField(page, 'SLA')).toHaveText('2 Day');

  // 'Ticket Details': the dynamic fields, names with underscores as spaces, dates and yes/no as text.
  await expect(detail(page, 'Issue Summary')).toHaveText(subject);
  await expect(detail(page, 'Priority Level')).toHaveText('High');
  await expect(detail(page, 'Asset Tag')).toHaveText('LT-0042');
  // A form's date field is a day: shown without a time (issue 17).
  await expect(detail(page, 'Issue Noticed On')).toHaveText('15/03/2026');
  await expect(detail(page, 'Is It Blocking Work')).toHaveText('Yes');

  // The attachment opens in the image viewer.
  const thread = page.getByRole('list', { name: 'Ticket Thread' });
  await thread.getByRole('button', { name: 'screen.png' }).click();
  const viewer = page.getByRole('dialog', { name: 'screen.png' });
  const image = viewer.getByRole('img', { name: 'screen.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(48);
  await expect(viewer.getByRole('button', { name: 'Download' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);

  // Reply, with a text file attached (also uploaded straight to S3).
  const reply = 'Restarted it, the flicker is still there.';
  await page.getByRole('textbox', { name: 'Message' }).fill(reply);
  await page
    .getByLabel('Reply attachment', { exact: true })
    .setInputFiles({ name: 'driver-log.txt', mimeType: 'text/plain', buffer: Buffer.from('flicker at 10:02\n') });
  await expect(page.getByRole('button', { name: /driver-log\.txt/ })).toBeVisible();
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Reply Posted').first()).toBeVisible();
  await expect(thread.getByText(reply)).toBeVisible();
  await expect(thread.getByRole('button', { name: 'driver-log.txt' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveText('');

  // Close it.
  await page.getByLabel('Ticket Status').selectOption('Closed');
  await page.getByRole('textbox', { name: 'Message' }).fill('Fixed after the driver update, closing.');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(ticketField(page, 'Status')).toHaveText('Closed');
  await expect(ticketField(page, 'Ticket Closed By')).toHaveText('Uma User');
  await expect(thread.getByText('Status changed from Open to Closed by Uma User')).toBeVisible();

  // Re-open it: a status alone is refused (Message is mandatory), with a message it goes.
  await page.getByLabel('Ticket Status').selectOption('Re-Open');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Message is mandatory')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('It flickers again, re-opening.');
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(ticketField(page, 'Status')).toHaveText('Re-Open');
  await expect(thread.getByText('Status changed from Closed to Re-Open by Uma User')).toBeVisible();
});
