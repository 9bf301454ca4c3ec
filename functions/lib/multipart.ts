import busboy from 'busboy';
import {
  MAX_MULTIPART_UPLOAD_BYTES,
  MULTIPART_TOO_LARGE_MESSAGE,
  UPLOAD_UNREADABLE_MESSAGE,
} from '../../shared/contract/files';
import type { UploadedFile } from '../core/multipartUpload';
import { badRequest } from './errors';
import type { FileParser } from './preset';

/**
 * The one file of a multipart/form-data body, handed to the preset by the multipart upload route
 * (the preset's multipartBody middleware runs it). Kept apart from the preset so only that
 * route's bundle carries busboy.
 */
export const parseMultipart: FileParser = (event) => {
  const contentType = event.headers['content-type'] ?? event.headers['Content-Type'];
  if (!contentType?.startsWith('multipart/form-data')) {
    return Promise.reject(badRequest("Send the file as multipart/form-data in the field 'file'."));
  }
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  return new Promise((resolve, reject) => {
    let found: UploadedFile | undefined;
    let tooLarge = false;
    let parser: busboy.Busboy;
    try {
      // Throws at once on a missing or malformed boundary.
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fileSize: MAX_MULTIPART_UPLOAD_BYTES },
      });
    } catch {
      reject(badRequest(UPLOAD_UNREADABLE_MESSAGE));
      return;
    }
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        if (field === 'file')
          found = { fileName: info.filename ?? 'file', contentType: info.mimeType, data: Buffer.concat(chunks) };
      });
    });
    parser.on('error', () => reject(badRequest(UPLOAD_UNREADABLE_MESSAGE)));
    parser.on('close', () => {
      if (tooLarge) reject(badRequest(MULTIPART_TOO_LARGE_MESSAGE));
      else if (!found) reject(badRequest("Send the file in the multipart field 'file'."));
      else resolve(found);
    });
    parser.end(body);
  });
};
