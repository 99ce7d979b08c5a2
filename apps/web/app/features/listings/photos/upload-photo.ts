import * as endpoints from '@biclou/contracts/endpoints';
import type { Photo } from '@biclou/contracts/media';
import type { ApiError } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/api-endpoint';
import { API_BASE, API_LANGUAGE_HEADER, CSRF_HEADER } from '../../../lib/constants';

type UploadResult = { ok: true; photo: Photo } | { ok: false; status: number; error: ApiError };

interface UploadOptions {
  onProgress(fraction: number): void;
  signal?: AbortSignal;
}

function readError(status: number, body: string): ApiError {
  try {
    const error = (JSON.parse(body) as { error?: ApiError }).error;
    if (error?.message) return error;
  } catch {
    /* not JSON (a proxy's page): fall through */
  }
  return { code: String(status), message: status === 413 ? 'File is too large.' : 'Something went wrong' };
}

/**
 * POST one photo as multipart `file`. fetch() cannot report upload progress, so this one call
 * uses XMLHttpRequest, with the same cookie and CSRF header as the API client.
 */
export function uploadPhoto(
  listingId: string,
  file: File,
  { onProgress, signal }: UploadOptions,
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      endpoints.uploadPhoto.method,
      `${API_BASE}${endpointUrl(endpoints.uploadPhoto, { params: { listingId } })}`,
    );
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(API_LANGUAGE_HEADER.name, API_LANGUAGE_HEADER.value);
    xhr.setRequestHeader(CSRF_HEADER.name, CSRF_HEADER.value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        try {
          const { photo } = JSON.parse(xhr.responseText) as { photo: Photo };
          onProgress(1);
          return resolve({ ok: true, photo });
        } catch {
          /* fall through to the error */
        }
      }
      resolve({ ok: false, status: xhr.status, error: readError(xhr.status, xhr.responseText) });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, error: { code: 'network', message: 'Something went wrong' } });
    xhr.onabort = () => resolve({ ok: false, status: 0, error: { code: 'aborted', message: 'aborted' } });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}
