import { attachmentContentMessage, CONTENT_SNIFF_BYTES, contentMatchesType } from '@shared/domain/attachments';
import { fileTypeFromBuffer } from 'file-type/core';

/**
 * The server's content check (functions/core/files.ts), run on a chosen file before it is uploaded,
 * so "setup.pdf" that is a program is refused at once, by name, instead of at Submit. Loaded only
 * when a file is chosen (file-type stays off every page's first load). The server checks again.
 */
export async function attachmentContentProblem(file: File): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, CONTENT_SNIFF_BYTES).arrayBuffer());
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  return contentMatchesType(file.type, detected?.mime, head) ? undefined : attachmentContentMessage(file.name);
}
