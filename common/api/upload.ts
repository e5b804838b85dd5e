import type * as z from 'zod/v4/core';
import { endpoint } from './endpoint';

// Image uploads (spec section 7): one JPEG, PNG or WebP per request in the multipart field `file`, at most 5 MB.
// The server recognises the type from the bytes, strips every metadata chunk (GPS positions in photos of identity
// cards) and answers a url that only the owner and operators can open, with their token in the authorization header.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FIELD = 'file';

/**
 * The upload's input as the PWA sends it: one file in the multipart field `file`. The server reads and checks the
 * bytes itself (type, size, structure), so this is a type only, with no schema behind it.
 */
type UploadInput = z.$ZodType<unknown, { file: Blob }>;

export const imageUpload = endpoint<{ url: string }, UploadInput>()({
  method: 'POST',
  path: '/api/common/image_upload',
  encoding: 'multipart',
  auth: true,
});

/** Where an uploaded image is served: this prefix and the name the upload answered. */
export const UPLOAD_URL_PREFIX = '/api/common/upload/';
