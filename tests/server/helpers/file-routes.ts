import { LOAN_AGREEMENT_PDF_PATH } from '../../../common/api/loan';
import { UPLOAD_URL_PREFIX } from '../../../common/api/upload';
import type { AnyEndpoint } from '../../../common/api/endpoint';
import * as followInput from '../../../common/api/input/follow';
import * as loanInput from '../../../common/api/input/loan';
import * as uploadInput from '../../../common/api/input/upload';
import { TRADER_AVATAR_PREFIX } from '../../../server/copy-trading/traders';
import type { ContractCall } from './contract-endpoints';

// The routes outside the contract that still read input from the client: each answers a file (a PDF, an image),
// not an envelope, when it succeeds, and refuses in the envelope. They are described here like contract calls, with
// the schema the route checks its input with, so the bad-input suite fuzzes them too (a ":name" in the path is a path
// parameter: the suite puts the field's value there).

const fileRoute = (name: string, path: string, auth: boolean, schema: ContractCall['schema']): ContractCall => ({
  name,
  endpoint: { method: 'GET', path, encoding: 'json', auth, idempotent: false } satisfies AnyEndpoint,
  schema,
});

export function fileRouteCalls(): ContractCall[] {
  return [
    fileRoute('loanAgreementPdf', LOAN_AGREEMENT_PDF_PATH, true, loanInput.loanAgreementPdf),
    fileRoute('traderAvatar', `${TRADER_AVATAR_PREFIX}:id`, false, followInput.traderDetail),
    fileRoute('uploadedImage', `${UPLOAD_URL_PREFIX}:name`, true, uploadInput.uploadName),
  ];
}

/** The path with its ":param" segments filled from `params`, and the params left for the query. */
export function fillPath(path: string, params: Record<string, unknown>): { path: string; rest: Record<string, unknown> } {
  const used = new Set<string>();
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
    used.add(name);
    const value = params[name];
    if (value === undefined) return '';
    // A lone surrogate cannot be percent-encoded: it goes as U+FFFD, as URLSearchParams sends it in a query.
    return encodeURIComponent((typeof value === 'string' ? value : JSON.stringify(value)).replace(/\p{Cs}/gu, '\uFFFD'));
  });
  return { path: filled, rest: Object.fromEntries(Object.entries(params).filter(([name]) => !used.has(name))) };
}
