import { expect, fillLaptopIssueForm, signInAs, test, toast } from './helpers';

/**
 * The attachment viewer shows a PDF in its frame under the real Content Security Policy (the
 * local edge sends CloudFront's headers; `frame-src` names the attachments origin). The helpers'
 * fixture fails the test on any CSP violation.
 */

/** A small valid one-page PDF, built with a correct cross-reference table. */
function pdfBuffer(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('a PDF attachment previews inside the attachment viewer under the CSP', async ({ page }) => {
  // Raising a ticket, opening it and the viewer: the longest walk of a single test.
  test.slow();
  const subject = `Printer manual ${Date.now()}`;
  await signInAs(page, 'user@demo.local');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New Ticket' }).click();
  await expect(page).toHaveURL(/\/addTicket$/);
  // Within the New Ticket form: while its code loads, My Tickets (whose filters have a Department
  // pick too) stays on screen under the new address.
  const form = page.getByRole('form', { name: 'New Ticket' });
  await form.getByLabel('Department').selectOption({ label: 'IT Support' });
  await form.getByLabel('Help Topic').selectOption({ label: 'Laptop / Desktop Issue' });
  await page.getByLabel('Ticket Category').selectOption('Issue');
  await fillLaptopIssueForm(page, {
    summary: subject,
    priority: 'Low',
    assetTag: 'PR-0007',
    blocking: 'No',
    description: 'The manual is attached.',
  });
  // A program named .pdf is refused when chosen, by name, before any upload (not at Submit).
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/file/createUploadUrl')) uploads.push(request.url());
  });
  const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
  await page
    .getByLabel('Attachment', { exact: true })
    .setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: program });
  await expect(
    toast(page, 'The content of setup.pdf does not match its type: attach the file as what it really is.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /setup\.pdf/ })).toHaveCount(0);
  expect(uploads).toEqual([]);

  await page
    .getByLabel('Attachment', { exact: true })
    .setInputFiles({ name: 'manual.pdf', mimeType: 'application/pdf', buffer: pdfBuffer('Helpdesk manual') });
  await expect(page.getByRole('button', { name: /manual\.pdf/ })).toBeVisible();

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/ticket/save'));
  await page.getByRole('button', { name: 'Submit' }).click();
  const answer = (await (await saved).json()) as { success: boolean; id: string };
  expect(answer.success).toBe(true);
  await expect(page).toHaveURL(/\/ticket$/);
  await page.getByRole('link', { name: answer.id, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Ticket #${answer.id}`, level: 1 })).toBeVisible();

  // The viewer's frame opens the API's view link, which redirects to the attachments origin (the
  // local S3 endpoint): frame-src must allow that origin, or the frame shows an error page.
  const pdfLoaded = page.waitForResponse(
    (response) =>
      response.request().resourceType() === 'document' &&
      /manual\.pdf/.test(response.url()) &&
      response.status() === 200,
  );
  await page.getByRole('list', { name: 'Ticket Thread' }).getByRole('button', { name: 'manual.pdf' }).click();
  const viewer = page.getByRole('dialog', { name: 'manual.pdf' });
  const frameElement = viewer.locator('iframe[title="manual.pdf"]');
  await expect(frameElement).toBeVisible();
  const loaded = await pdfLoaded;
  expect(loaded.headers()['content-type']).toBe('application/pdf');
  expect(new URL(loaded.url()).origin).not.toBe(new URL(page.url()).origin);
  const frame = await (await frameElement.elementHandle())?.contentFrame();
  await expect.poll(() => frame?.url()).toBe(loaded.url());
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);
});
