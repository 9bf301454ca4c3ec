import { ATTACHMENT_CONTENT_MESSAGE, ATTACHMENT_TYPE_MESSAGE } from '../../shared/contract/files';
import type { Caller } from '../lib/auth';
import { badRequest } from '../lib/errors';
import { displayName, isAllowedType, matchesDeclaredType, SNIFF_BYTES, storeUpload } from './files';

/** The one file of a multipart body, as the edge (the preset) hands it over. */
export interface UploadedFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** The multipart route (API compatibility only): a file that fits a Lambda payload. */
export async function uploadTempFile(caller: Caller, file: UploadedFile) {
  if (!isAllowedType(file.contentType)) throw badRequest(ATTACHMENT_TYPE_MESSAGE);
  if (file.data.length === 0) throw badRequest('The file is empty.');
  if (!(await matchesDeclaredType(file.data.subarray(0, SNIFF_BYTES), file.contentType)))
    throw badRequest(ATTACHMENT_CONTENT_MESSAGE);
  const key = await storeUpload(caller, file);
  return { key, fileName: displayName(file.fileName) };
}
