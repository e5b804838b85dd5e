import { MAX_UPLOAD_BYTES } from '@common/api/upload';

// What the image pickers accept before uploading (spec: one image per field; the server checks the bytes again).

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export type ImageProblem = 'type' | 'size';

/** Why a chosen file cannot be uploaded, or null: a JPEG, PNG or WebP of at most 5 MB. */
export function imageProblem(file: { type: string; size: number }): ImageProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  return file.size > MAX_UPLOAD_BYTES ? 'size' : null;
}
