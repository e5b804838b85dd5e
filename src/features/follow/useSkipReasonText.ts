import { useLingui } from '@lingui/react';
import { COPY_SKIP_TEXT } from '@common/copy-skip-text';
import type { CopySkipReason } from '@common/follow';

/** Why a copy was not opened, in words the follower can act on (common/copy-skip-text.ts). */
export function useSkipReasonText(): (reason: CopySkipReason) => string {
  const { i18n } = useLingui();
  return (reason) => i18n._(COPY_SKIP_TEXT[reason]);
}
