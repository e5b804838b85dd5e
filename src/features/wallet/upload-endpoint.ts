import type * as z from 'zod/v4/core';
import type { Endpoint } from '@common/api/endpoint';
import { imageUpload } from '@common/api/upload';

/**
 * common/api/upload.ts declares image_upload without an input (its file travels as multipart, outside the schemas),
 * so its input type admits no `file`. The same call, typed with the one field it takes (UPLOAD_FIELD, `file`).
 */
export const imageUploadWithFile = imageUpload as unknown as Endpoint<z.$ZodType<unknown, { file: Blob }>, { url: string }, true>;
