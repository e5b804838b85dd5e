import { imageUpload } from '@common/api/upload';
import { api } from '@/lib/http/api';
import type { UploadProgress } from '@/lib/http/progress-fetch';

/**
 * Sends one image through the upload endpoint (the server checks its bytes) and answers its private url. The
 * identity photos, the repayment proof and the drawn signature all go this way.
 */
export function uploadImage(file: Blob, onProgress?: UploadProgress): Promise<string> {
  return api(imageUpload, { file }, onProgress ? { onUploadProgress: onProgress } : { loading: true }).then(({ url }) => url);
}
