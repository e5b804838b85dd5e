import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import type { PointGroup } from 'signature_pad';
import type { LoanAgreementPreview } from '@common/api/loan';
import { drafts } from '@/lib/drafts';
import { currentUserAtom } from '@/lib/session';
import { useSessionToken } from '@/lib/query';
import { loanAgreementQuery } from './queries';

// The agreement being signed, kept in IndexedDB (spec section 4: "the agreement is stored locally during signing
// until submitted, then removed"): the agreement as the server rendered it, and the unfinished signing (the pad's
// strokes and the consent tick). A reload or a dropped network resumes where the user was; the agreement read
// offline is the one shown, never a new one. One draft per user: only one loan may be open at a time.

/** The pad's strokes as signature_pad's toData() gives them (points in CSS pixels). */
export type DraftStroke = PointGroup;

export interface LoanDraft {
  configId: number;
  /** The amount as the agreement was asked for, plain decimal text. */
  amount: string;
  preview: LoanAgreementPreview;
  strokes: DraftStroke[];
  /** The pad's width when the strokes were drawn, so a resized pad redraws them in proportion. */
  padWidth: number;
  consent: boolean;
}

function isLoanDraft(value: unknown): value is LoanDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<LoanDraft>;
  return (
    typeof draft.configId === 'number' &&
    typeof draft.amount === 'string' &&
    typeof draft.preview?.html === 'string' &&
    typeof draft.preview.sha256 === 'string' &&
    Array.isArray(draft.strokes) &&
    typeof draft.padWidth === 'number' &&
    typeof draft.consent === 'boolean'
  );
}

export const draftKey = (uid: string) => `loan-agreement:${uid}`;

/** The draft in the cache, read from IndexedDB; local, so it is read offline too. */
const draftQuery = (uid: string | null) =>
  queryOptions({
    queryKey: ['loan-draft', uid],
    queryFn: async () => {
      const stored = uid === null ? undefined : await drafts.read(draftKey(uid));
      return isLoanDraft(stored) ? stored : null;
    },
    enabled: uid !== null,
    networkMode: 'always',
    staleTime: Infinity,
  });

function useUid(): string | null {
  return useAtomValue(currentUserAtom)?.uid ?? null;
}

/** The user's saved draft, whatever it is for (the submit screen offers to continue it). */
export function useSavedDraft(): LoanDraft | null {
  return useQuery(draftQuery(useUid())).data ?? null;
}

/** Removes the draft once the loan is submitted. */
export function useClearDraft(): () => Promise<void> {
  const uid = useUid();
  const client = useQueryClient();
  return useCallback(async () => {
    if (uid === null) return;
    await drafts.remove(draftKey(uid));
    client.setQueryData(draftQuery(uid).queryKey, null);
  }, [uid, client]);
}

export type AgreementDraftState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; draft: LoanDraft; save: (change: Partial<Pick<LoanDraft, 'strokes' | 'padWidth' | 'consent'>>) => void };

/**
 * The agreement for `configId` and `amount`: the saved one when there is one for them, otherwise the server's,
 * saved at once as a new draft.
 */
export function useAgreementDraft(configId: number, amount: string): AgreementDraftState {
  const uid = useUid();
  const token = useSessionToken();
  const client = useQueryClient();
  const saved = useQuery(draftQuery(uid));
  const matching = saved.data && saved.data.configId === configId && saved.data.amount === amount ? saved.data : null;
  const needsServer = saved.isSuccess && matching === null;
  const fetched = useQuery({ ...loanAgreementQuery(token, configId, amount), enabled: token !== null && needsServer });
  const preview = fetched.data;

  const store = useCallback(
    (draft: LoanDraft) => {
      if (uid === null) return;
      client.setQueryData(draftQuery(uid).queryKey, draft);
      void drafts.write(draftKey(uid), draft);
    },
    [uid, client],
  );

  // A draft is made once per agreement shown: once it is signed and cleared, the screen still open does not make
  // an empty one again from the agreement it holds.
  const madeFor = useRef<string | null>(null);
  useEffect(() => {
    const which = `${String(configId)}:${amount}`;
    if (!needsServer || !preview || madeFor.current === which) return;
    madeFor.current = which;
    store({ configId, amount, preview, strokes: [], padWidth: 0, consent: false });
  }, [needsServer, preview, configId, amount, store]);

  if (matching) {
    // Each change goes onto the latest draft in the cache, so a stroke and a tick saved in quick succession both stay.
    const save = (change: Partial<LoanDraft>) => store({ ...(client.getQueryData(draftQuery(uid).queryKey) ?? matching), ...change });
    return { state: 'ready', draft: matching, save };
  }
  if (fetched.isError) return { state: 'error', retry: () => void fetched.refetch() };
  return { state: 'loading' };
}
