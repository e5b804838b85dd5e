import { isEnvelope } from '@common/envelope';

// Saving the tick download as the file the server names. Fetched rather than followed as a link, so a refusal (a
// range with nothing signed in it yet, too many downloads a minute) is told on the page in the server's words
// instead of being saved as a file.

/** The outcome: saved, or refused with the server's message (or null when no answer came). */
export type SaveOutcome = { saved: true } | { saved: false; message: string | null };

export async function saveDownload(url: string, lang: string, fallbackName: string): Promise<SaveOutcome> {
  const response = await fetch(url, { headers: { lang } }).catch(() => null);
  if (!response) return { saved: false, message: null };
  const disposition = response.headers.get('content-disposition') ?? '';
  if (!response.ok || !disposition.startsWith('attachment')) {
    const payload: unknown = await response.json().catch(() => undefined);
    return { saved: false, message: isEnvelope(payload) ? payload.msg : null };
  }
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 30_000);
  return { saved: true };
}
