import { msg } from '@lingui/core/macro';
import { EXPORT_TRUNCATED_HEADER } from '@common/api/queue-page';
import type { AnyEndpoint } from '@common/api/endpoint';
import { CODE, isEnvelope } from '@common/envelope';
import { toSearchParams } from '@/lib/http/encode';
import { toast } from '@/ui';
import { i18n } from '../i18n';
import { consoleLocaleAtom, operatorSessionAtom, store } from '../store';

// A queue's CSV export, saved as the file the server names (the queue and the day). The file is the operator's to
// read only, so it is fetched with their token (a plain link cannot send it) and handed to the browser as a
// download. A refusal comes as an envelope, whose message is toasted like any other call's.

/** Saves the export of `call` with the list's filters; resolves whether the server cut it at its row limit. */
export async function downloadCsv(call: AnyEndpoint, filters: Record<string, unknown>): Promise<{ truncated: boolean }> {
  const url = new URL(call.path, window.location.origin);
  url.search = toSearchParams(filters, Date.now()).toString();
  const headers: Record<string, string> = { lang: store.get(consoleLocaleAtom) };
  const token = store.get(operatorSessionAtom)?.token;
  if (token) headers.authorization = token;
  const response = await fetch(url, { headers }).catch(() => null);
  const disposition = response?.headers.get('content-disposition') ?? '';
  if (!response?.ok || !disposition.startsWith('attachment;')) {
    const payload: unknown = await response?.json().catch(() => undefined);
    if (isEnvelope(payload) && payload.code === CODE.NOT_LOGGED_IN) store.set(operatorSessionAtom, null);
    const code = response ? `HTTP_${response.status}` : 'ERR_NETWORK';
    const message = isEnvelope(payload) ? payload.msg : i18n._(msg`Network error (${code}). Please check your connection.`);
    toast.show(message, 'error');
    throw new Error(message);
  }
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 30_000);
  return { truncated: response.headers.get(EXPORT_TRUNCATED_HEADER) === '1' };
}
