import { beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_CONTENT_MESSAGE,
  createFileKeyEntry,
  downloadTicketFile,
  UNATTACHED_UPLOAD_TAG,
  UPLOAD_UNREADABLE_MESSAGE,
  uploadTempTicketFile,
  viewTicketFile,
} from '../../shared/contract/files';
import { getRepliesByTicketId, saveReply } from '../../shared/contract/replies';
import { getTicketsWithPageNumber, saveTicket } from '../../shared/contract/tickets';
import { createDownloadToken } from '../../shared/contract/users';
import { attachmentContentMessage } from '../../shared/domain/attachments';
import { requesterTicket } from '../factories/tickets';
import { apiUrl, call, createRequester, loadStackEnv } from '../integration/api';
import { objectsUnder, PNG, pdfOfSize, tagsOf, uploadMultipart, uploadThroughS3 } from '../integration/uploads';

/**
 * Issue 15.11: an attachment is what its bytes say. A file whose content does not match its declared
 * type is refused in every attach path (400, nothing written); names shown come from the stored
 * upload; downloads are served with nosniff and an RFC 6266 Content-Disposition.
 */

let requester: Awaited<ReturnType<typeof createRequester>>;
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const ticketCount = async () =>
  Number((await call(getTicketsWithPageNumber, { page: 0, size: 20 }, requester.token)).body.totalItems ?? -1);

beforeAll(async () => {
  loadStackEnv();
  requester = await createRequester('1500');
});

/** A new ticket of the requester's, and a file uploaded through S3 that nothing holds yet. */
async function ticketAndUpload(fileName: string, contentType: string, content: Buffer) {
  const saved = await call(saveTicket, requesterTicket(requester), requester.token);
  const upload = await uploadThroughS3(requester.token, fileName, contentType, content);
  return { ticketId: String(saved.body.id), upload };
}

describe('attachments are checked by their content', () => {
  it('refuses a raised ticket whose "PNG" is HTML, and writes nothing', async () => {
    const disguised = await uploadThroughS3(requester.token, 'photo.png', 'image/png', HTML);
    const before = await ticketCount();
    const answer = await call(
      saveTicket,
      requesterTicket(requester, { filesUpload: [disguised.key] }),
      requester.token,
    );
    expect(answer.status).toBe(400);
    // Named, since a ticket may carry several files.
    expect(answer.body.message).toBe(attachmentContentMessage('photo.png'));
    expect(await ticketCount()).toBe(before);
    // Still unattached: it keeps the tag that lets it expire.
    expect(await tagsOf(disguised.key)).toEqual([
      { Key: UNATTACHED_UPLOAD_TAG.key, Value: UNATTACHED_UPLOAD_TAG.value },
    ]);
  });

  it('refuses a reply and a createFileKeyEntry whose "PDF" is a Windows program', async () => {
    const { ticketId, upload: disguised } = await ticketAndUpload('invoice.pdf', 'application/pdf', EXE);
    const reply = await call(
      saveReply,
      { ticketId, message: 'See attached', s3FilesUrl: [{ key: disguised.key, fileName: 'invoice.pdf', id: 'x' }] },
      requester.token,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(attachmentContentMessage('invoice.pdf'));
    const attach = await call(createFileKeyEntry, { ticketId, fileKeysArray: [disguised.key] }, requester.token);
    expect(attach.status).toBe(400);
    expect(attach.body.message).toBe(attachmentContentMessage('invoice.pdf'));
    const thread = (await call(getRepliesByTicketId, { ticketId }, requester.token)).body as unknown as unknown[];
    expect(thread).toHaveLength(1);
  });

  it('refuses a multipart upload whose content is not its declared type, storing nothing', async () => {
    const answer = await uploadMultipart(requester.token, 'photo.png', 'image/png', HTML);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(ATTACHMENT_CONTENT_MESSAGE);
  });

  it('answers 400 to multipart without a boundary, storing nothing', async () => {
    const fresh = await createRequester('1501');
    const response = await fetch(`${apiUrl()}${uploadTempTicketFile.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fresh.token}`, 'content-type': 'multipart/form-data' },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(UPLOAD_UNREADABLE_MESSAGE);
    expect(await objectsUnder(`ticket/tmp/${fresh.userId}/`)).toBe(0);
  });
});

describe('names and downloads', () => {
  it("shows the stored upload's name in the thread, never one from the reply body", async () => {
    const { ticketId, upload } = await ticketAndUpload('screen.png', 'image/png', PNG);
    const reply = await call(
      saveReply,
      {
        ticketId,
        message: 'Screenshot attached',
        s3FilesUrl: [{ key: upload.key, fileName: '"><img src=x onerror=alert(1)>.exe', id: 'chosen-id' }],
      },
      requester.token,
    );
    expect(reply.status).toBe(200);
    const thread = (await call(getRepliesByTicketId, { ticketId }, requester.token)).body as unknown as {
      s3FilesUrl: { key: string; fileName: string }[];
    }[];
    const files = thread.flatMap((entry) => entry.s3FilesUrl ?? []);
    expect(files).toEqual([expect.objectContaining({ key: upload.key, fileName: 'screen.png' })]);
  });

  it('serves downloads with nosniff, the checked type and an RFC 6266 name, also through the redirect', async () => {
    const name = 'Résumé "final";.pdf';
    const pdf = pdfOfSize(2048);
    const upload = await uploadThroughS3(requester.token, name, 'application/pdf', pdf);
    await call(saveTicket, requesterTicket(requester, { filesUpload: [upload.key] }), requester.token);

    // The token is bound to the view's path and query (issue 15 item 10).
    const query = new URLSearchParams({ keyName: upload.key }).toString();
    const token = (await call(createDownloadToken, { path: viewTicketFile.path, query }, requester.token)).body
      .downloadToken;
    const view = await call(viewTicketFile, { keyName: upload.key, downloadToken: token }, undefined);
    expect(view.status).toBe(302);
    expect(view.headers.get('x-content-type-options')).toBe('nosniff');

    const link = await call(downloadTicketFile, { keyName: upload.key }, requester.token);
    for (const location of [view.headers.get('location') ?? '', link.body.downloadUrl]) {
      const file = await fetch(location);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      const disposition = file.headers.get('content-disposition') ?? '';
      expect(disposition).toBe(
        `attachment; filename="Resume _final__.pdf"; filename*=UTF-8''${encodeURIComponent(name).replace(/'/g, '%27')}`,
      );
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    }
  });
});
