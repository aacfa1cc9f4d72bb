import { AUTH_TOKEN_KEY } from '@shared/constants';
import type { UploadResponse } from '@shared/api';
import { API } from '@shared/routes';
import { fetchTransport } from './api';
import type { Platform } from './platform';

function readToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * Multipart upload with progress: fetch cannot report upload progress, XMLHttpRequest can. Only
 * the dashboard uploads: its messages are imported here, not with the platform every public page
 * loads (shared/messages.ts whole is ~1 KB gzipped of the home page's budget).
 */
export async function xhrUpload(
  url: string,
  file: File,
  token: string | null,
  onProgress: (p: number) => void,
): Promise<UploadResponse> {
  const { MSG } = await import('@shared/messages');
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) =>
      e.lengthComputable && onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    xhr.onload = () => {
      if (xhr.status !== 200 && xhr.status !== 201)
        return reject(new Error(MSG.uploadFailed(xhr.statusText || String(xhr.status))));
      try {
        const body = JSON.parse(xhr.responseText) as UploadResponse;
        if (!body.imageUrl) throw new Error('no imageUrl');
        onProgress(100);
        resolve(body);
      } catch {
        reject(new Error(MSG.uploadGeneric));
      }
    };
    xhr.onerror = () => reject(new Error(MSG.uploadNetwork));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

export const webPlatform: Platform = {
  kind: 'web',
  transport: fetchTransport(''),
  token: {
    get: readToken,
    async set(token) {
      if (token) window.localStorage.setItem(AUTH_TOKEN_KEY, token);
      else window.localStorage.removeItem(AUTH_TOKEN_KEY);
    },
  },
  uploadImage: (file, token, onProgress) => xhrUpload(API.uploadImage, file, token, onProgress),
  async saveFile(filename, content) {
    const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  },
  openExternal(url) {
    window.open(url, '_blank', 'noopener');
  },
  mediaUrl: (path) => path,
};
