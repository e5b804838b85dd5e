import type { FastifyInstance, FastifyReply } from 'fastify';
import { FRAME_SCRIPT } from './frame-script';
import { FRAME_STYLE } from './frame-style';

// Meridian's own support chat page, embedded by /mine/chat in a sandboxed frame when no third-party service_link
// is set. It is static: no visitor data is in it or in its address. The parent app hands it the session token or
// guest device id by postMessage (same origin only), so no token is ever in a URL a log could keep. Its policy
// runs only its own script, loads nothing from elsewhere and lets only this origin frame it.

export const CHAT_FRAME_PATH = '/chat/frame';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Support</title>
<link rel="stylesheet" href="${CHAT_FRAME_PATH}.css">
</head>
<body>
<main>
<ol id="messages" aria-live="polite"></ol>
<p id="empty" class="empty"></p>
<p id="notice" class="notice" role="status" hidden></p>
</main>
<form id="composer" hidden>
<button type="button" id="attach" class="attach" hidden>+</button>
<input type="file" id="file" accept="image/png,image/jpeg,image/webp" hidden>
<input id="text" maxlength="2000" autocomplete="off" enterkeyhint="send">
<button type="submit" id="send"></button>
</form>
<script src="${CHAT_FRAME_PATH}.js"></script>
</body>
</html>
`;

const POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

export function registerChatFrame(app: FastifyInstance): void {
  const serve = (body: string, type: string) => (_request: unknown, reply: FastifyReply) =>
    reply
      .header('Content-Security-Policy', POLICY)
      .header('X-Frame-Options', 'SAMEORIGIN')
      .header('Cache-Control', 'no-cache')
      .type(type)
      .send(body);
  app.get(CHAT_FRAME_PATH, serve(PAGE, 'text/html; charset=utf-8'));
  app.get(`${CHAT_FRAME_PATH}.js`, serve(FRAME_SCRIPT, 'text/javascript; charset=utf-8'));
  app.get(`${CHAT_FRAME_PATH}.css`, serve(FRAME_STYLE, 'text/css; charset=utf-8'));
}
