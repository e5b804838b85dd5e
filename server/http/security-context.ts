import type { FastifyRequest } from 'fastify';
import { DEVICE_HEADER } from '../../common/security';
import type { SecurityContext } from '../security/security-log';

// Where a request came from, for the security log, the sessions list and the sign-in's device check. The device is
// the long-lived id the PWA keeps and sends as x-device-id on every call (src/lib/session.ts's deviceId), in the
// format it makes; anything else is no device (an API client, a forged value), which counts as a device not seen.

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;
// A user agent is kept for its device name; megabytes of one are cut rather than stored.
const MAX_USER_AGENT = 512;

export function securityContextOf(request: FastifyRequest): SecurityContext {
  const device = request.headers[DEVICE_HEADER];
  const userAgent = request.headers['user-agent'];
  return {
    deviceId: typeof device === 'string' && DEVICE_ID.test(device) ? device : null,
    userAgent: typeof userAgent === 'string' && userAgent !== '' ? userAgent.slice(0, MAX_USER_AGENT) : null,
    address: request.ip,
  };
}
