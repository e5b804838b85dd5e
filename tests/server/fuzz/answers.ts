import type { MessageDescriptor } from '@lingui/core';
import { resolveLocale } from '../../../common/locales';
import { messages } from '../../../server/i18n/messages';

// What every answer of the API must be, whatever was sent: below HTTP 500, a JSON envelope {code, msg, data} whose
// code is a number and whose msg is a message for a person, translated for the request's language.

export interface Checked {
  code: number | null;
  problems: string[];
  /** Status, code and msg, for the failure report. */
  summary: string;
}

/** The English text of every server message that takes no values: seen in another language, it was not translated. */
const ENGLISH = new Set(
  Object.values(messages as Record<string, MessageDescriptor>)
    .map((descriptor) => descriptor.message ?? '')
    .filter((text) => text !== '' && !text.includes('{')),
);

export function checkAnswer(status: number, body: string, lang: string, contentDisposition?: unknown, contentType?: unknown): Checked {
  const problems: string[] = [];
  // A call that answers a file (a queue's CSV export, a loan agreement) succeeds with the file, not an envelope; so
  // does a route that shows an image (an upload, a trader's avatar). Their refusals are envelopes.
  if (status === 200 && typeof contentDisposition === 'string' && contentDisposition.startsWith('attachment;')) {
    return { code: 1, problems, summary: `HTTP 200 file ${contentDisposition}` };
  }
  if (status === 200 && typeof contentType === 'string' && contentType.startsWith('image/')) {
    return { code: 1, problems, summary: `HTTP 200 image ${contentType}` };
  }
  if (status >= 500) problems.push(`HTTP ${status}`);
  let envelope: { code?: unknown; msg?: unknown; data?: unknown } | null = null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) envelope = parsed;
  } catch {
    envelope = null;
  }
  const summary = `HTTP ${status} ${body.slice(0, 200)}`;
  if (!envelope || typeof envelope.code !== 'number' || !('data' in envelope)) {
    problems.push(`answer outside the envelope (HTTP ${status})`);
    return { code: null, problems, summary };
  }
  const msg = envelope.msg;
  if (typeof msg !== 'string' || msg.trim() === '') problems.push('empty msg');
  else {
    if (/\{\w+\}/.test(msg)) problems.push('msg with an unfilled placeholder');
    if (/^server\.[a-z_.]+$/.test(msg)) problems.push('msg is a message id');
    if (resolveLocale(lang) !== 'en' && ENGLISH.has(msg)) problems.push(`msg left in English for lang ${lang || '(none)'}`);
  }
  return { code: envelope.code, problems, summary };
}
