import { ApiError } from './apiError';

/** Browser uploads straight to S3 with a presigned POST (attachments, CSV imports). */

const UNREACHABLE_MESSAGE = 'The file storage could not be reached. Please check your connection and try again.';

/**
 * Posts the file with the policy's fields, with XHR so that upload progress can be shown (fetch
 * reports none). `refusal` turns S3's answer (an XML error document) into words for people.
 */
export function postToStorage(
  url: string,
  fields: Record<string, string>,
  file: File,
  refusal: (status: number, body: string) => ApiError,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // S3 reads the fields before the file, and ignores anything after it.
  form.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(refusal(request.status, request.responseText ?? ''));
    request.onerror = () => reject(new ApiError(0, UNREACHABLE_MESSAGE));
    request.send(form);
  });
}

/** S3's error code in its XML answer. */
export const storageErrorCode = (body: string) => /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
