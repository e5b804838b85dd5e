import { useLingui } from '@lingui/react';
import { translatorOf } from '@/lib/translate';
import type { InboxEntry } from '@common/api/notify';
import { entryText, type EntryText } from '@common/notify-text';
import { useFormat } from '@/lib/useFormat';

/** An inbox entry's words in the reader's language, as a push of it says them (common/notify-text). */
export function useEntryText(): (entry: Pick<InboxEntry, 'kind' | 'detail'>) => EntryText {
  const { i18n } = useLingui();
  const { tag } = useFormat();
  return (entry) => entryText(entry, { translate: translatorOf(i18n), tag });
}
