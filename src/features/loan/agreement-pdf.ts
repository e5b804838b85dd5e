import { LOAN_AGREEMENT_PDF_PATH } from '@common/api/loan';
import { localeAtom, sessionAtom, store } from '@/lib/store';

/**
 * Downloads a signed agreement as a PDF. The file is private, so it is fetched with the user's token (a plain link
 * cannot send it) and handed to the browser as a download.
 */
export async function downloadAgreementPdf(loanId: number): Promise<void> {
  const token = store.get(sessionAtom)?.token;
  if (!token) throw new Error('signed out');
  const url = new URL(LOAN_AGREEMENT_PDF_PATH, window.location.origin);
  url.searchParams.set('id', String(loanId));
  const response = await fetch(url, { headers: { authorization: token, lang: store.get(localeAtom) } });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('pdf')) throw new Error(`HTTP ${String(response.status)}`);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `loan-agreement-${String(loanId)}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 30_000);
}
