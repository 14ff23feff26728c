import { uploadMessages } from '@app/contract/web';
import type { PutPart, ResumeMemory } from './multipart-upload.ts';

/**
 * One part PUT with XMLHttpRequest (fetch cannot report upload progress). The part's ETag comes from the
 * answer's header: S3 buckets must expose it to the page through CORS (ExposeHeaders: ETag).
 */
export const xhrPutPart: PutPart = (url, body, onProgress, signal) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const etag = xhr.getResponseHeader('ETag');
      if (xhr.status >= 200 && xhr.status < 300 && etag) resolve(etag.replace(/"/g, ''));
      else reject(new Error(uploadMessages.failed));
    };
    xhr.onerror = () => reject(new Error(uploadMessages.failed));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });

/** Upload ids survive a reload in localStorage (nothing secret: an id is only usable with the session). */
export const browserMemory: ResumeMemory = {
  get: (key) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key)),
  set: (key, value) => localStorage.setItem(key, value),
  remove: (key) => localStorage.removeItem(key),
};
