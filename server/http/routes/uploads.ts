import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { imageUpload, MAX_UPLOAD_BYTES, UPLOAD_FIELD, UPLOAD_URL_PREFIX } from '../../../common/api/upload';
import * as uploadInput from '../../../common/api/input/upload';
import { CODE, type Envelope } from '../../../common/envelope';
import { hit } from '../../account/rate-limit';
import { operatorSessions } from '../../admin/operators';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import { readUpload, storeUpload, uploadUrl } from '../../uploads/store';
import { DomainError, notFound, notLoggedIn, tooSoon } from '../../errors';
import type { SessionResolver } from '../../sessions';
import { parseInput } from '../validate';

// Image uploads (spec section 7): one file in the multipart field `file`, at most 5 MB, stored stripped of metadata,
// and served only to its owner and to operators, each with their token in the authorization header.

/** What a multipart body holds beside the file: its boundaries and the part's headers (a few hundred bytes). */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

/** An image over the limit, in the user's words. */
function uploadTooLarge(): DomainError {
  return new DomainError(CODE.TOO_LARGE, messages.uploadTooLarge, { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });
}

/** Uploads per user per window: far above what deposits and a real-name check need. */
const UPLOADS_PER_USER = { max: 30, windowMs: 10 * 60_000 };

export interface UploadDeps {
  db: Database;
  clock: Clock;
  sessions: SessionResolver;
  /** DATA_DIR/uploads: where uploads were stored before they moved into the database (migration 0020). */
  dir: string;
}

async function receiveFile(request: FastifyRequest, app: FastifyInstance): Promise<Buffer> {
  if (!request.isMultipart()) throw new DomainError(CODE.BAD_INPUT, messages.uploadMissing);
  try {
    const part = await request.file();
    if (part?.fieldname !== UPLOAD_FIELD) throw new DomainError(CODE.BAD_INPUT, messages.uploadMissing);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw uploadTooLarge();
    if (error instanceof DomainError) throw error;
    // Anything else the multipart parser throws (no boundary, another boundary, a body cut short, bytes that are
    // not multipart) is a body the client sent wrong, not a server failure.
    request.log.info({ err: error }, 'malformed multipart upload');
    throw new DomainError(CODE.BAD_INPUT, messages.uploadMalformed);
  }
}

export async function registerUploadRoutes(app: FastifyInstance, deps: UploadDeps): Promise<void> {
  const operators = operatorSessions(deps.db, deps.clock);
  // Multipart parsing stays inside this plugin: no other call accepts multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1 } });

    // A body whose Content-Length is over the file's limit and the multipart around it is refused from its headers,
    // before any of it is read (server/http/body-limit.ts); one without a declared length is counted by the parser.
    const limits = { bodyLimit: MAX_UPLOAD_BYTES + MULTIPART_ALLOWANCE_BYTES, config: { bodyTooLarge: uploadTooLarge } };
    scope.post(imageUpload.path, limits, async (request): Promise<Envelope<{ url: string }>> => {
      const user = request.token ? await deps.sessions.resolve(request.token) : null;
      if (!user) throw notLoggedIn();
      // Each upload takes database space: a user gets a generous number per window, not an unbounded one.
      const wait = await hit(deps.db, deps.clock, { key: `upload:user:${user.id}`, ...UPLOADS_PER_USER });
      if (wait > 0) throw tooSoon(messages.rateLimited, wait);
      const bytes = await receiveFile(request, scope);
      const name = await storeUpload(deps.db, deps.clock, user.id, bytes);
      request.log.info({ userId: user.id, name, size: bytes.length }, 'image uploaded');
      return { code: CODE.OK, msg: request.translate(messages.success), data: { url: uploadUrl(name) } };
    });
  });

  app.get(`${UPLOAD_URL_PREFIX}:name`, async (request, reply) => {
    const { name } = parseInput(uploadInput.uploadName, request.params);
    const token = request.token;
    if (!token) throw notLoggedIn();
    const user = await deps.sessions.resolve(token);
    const operator = user ? null : await operators.resolve(token);
    if (!user && !operator) throw notLoggedIn();
    const viewer = user ? { userId: user.id } : { operatorId: operator?.id ?? 0 };
    const stored = await readUpload(deps.db, deps.dir, name, viewer);
    // Another user's image is answered as if it did not exist.
    if (!stored) throw notFound();
    return reply
      .header('content-type', stored.mime)
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(stored.bytes);
  });
}
