import { useState } from 'react';
import { MSG } from '@shared/messages';
import { ADMIN_MSG } from '@shared/adminMessages';
import { MAX_UPLOAD_BYTES } from '@shared/constants';
import { usePlatform } from '@/lib/platform';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useAdminAuth } from '../auth/authStore';

export type UploadState =
  { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'done' } | { phase: 'error'; message: string };

/** The toast that goes with each upload error text (docs/product.md#image-upload). */
function toastFor(message: string): string {
  if (message === MSG.uploadNetwork) return ADMIN_MSG.uploadNetworkToast;
  if (message.startsWith('Upload failed')) return ADMIN_MSG.uploadFailedToast;
  return message;
}

/**
 * Image upload from the device (docs/product.md#image-upload): idle, uploading with a percent, then done or
 * error. The bytes travel through the platform (XHR on the web, IPC on the desktop).
 */
export function useImageUpload(onUploaded: (imageUrl: string) => void) {
  const platform = usePlatform();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });

  async function upload(file: File) {
    const invalid = checkUpload(file);
    if (invalid) {
      setState({ phase: 'error', message: invalid });
      void notifyError(invalid);
      return;
    }
    setState({ phase: 'uploading', percent: 0 });
    try {
      const onProgress = (p: number) =>
        setState({ phase: 'uploading', percent: Math.min(100, Math.max(0, Math.round(p))) });
      const { imageUrl } = await platform.uploadImage(file, platform.token.get(), onProgress);
      setState({ phase: 'done' });
      onUploaded(imageUrl);
      void notifySuccess(ADMIN_MSG.uploadSuccess);
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : MSG.uploadGeneric;
      // An expired session fails the upload with 401: end it like any other call would.
      if (message === MSG.uploadFailed('Unauthorized')) void useAdminAuth.getState().expire(platform);
      setState({ phase: 'error', message });
      void notifyError(toastFor(message));
    }
  }
  return { state, upload };
}

/** docs/product.md#image-upload: checked before anything is sent. */
export function checkUpload(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return ADMIN_MSG.uploadNotImage;
  if (file.size > MAX_UPLOAD_BYTES) return ADMIN_MSG.uploadTooLarge;
  return null;
}
