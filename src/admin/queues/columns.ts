import { msg } from '@lingui/core/macro';
import type { QueueColumn } from './queue';

/** The customer a request is from, as every queue's list shows them. */
export const customerColumn = <Item extends { uid: string; email: string | null }>(): QueueColumn<Item> => ({
  key: 'customer',
  label: msg`Customer`,
  render: (item) => `${item.uid} · ${item.email ?? ''}`,
});
