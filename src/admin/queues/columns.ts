import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { createElement, Fragment } from 'react';
import { amountText, timeText } from '../format';
import type { QueueAction, QueueColumn, QueueStatus } from './queue';

// The columns and actions most queues share, declared once.

/** The customer a request is from, as every queue's list shows them: the UID, and the email under it (kept whole). */
export const customerColumn = <Item extends { uid: string; email: string | null }>(): QueueColumn<Item> => ({
  key: 'customer',
  label: msg`Customer`,
  render: (item) => createElement(Fragment, null, item.uid, createElement('br'), item.email ?? ''),
});

/** The request's number. */
export const idColumn = <Item extends { id: number }>(): QueueColumn<Item> => ({ key: 'id', label: msg`No.`, render: (item) => item.id });

/** When the request was made, under the queue's own word for it ("Submitted", "Signed", "Subscribed"). */
export const timeColumn = <Item>(
  label: MessageDescriptor,
  at: (item: Item) => number | null | undefined,
  sortable = true,
): QueueColumn<Item> => ({
  key: 'time',
  label,
  render: (item, locale) => timeText(at(item), locale),
  ...(sortable ? { sort: 'date' as const } : {}),
});

/** An amount in USD, which the list filters and sorts by. */
export const amountColumn = <Item>(label: MessageDescriptor, amount: (item: Item) => string, key = 'amount'): QueueColumn<Item> => ({
  key,
  label,
  render: (item, locale) => amountText(amount(item), locale),
  numeric: true,
  sort: 'amount',
});

/** The primary decision, under the queue's own label where "Approve" says too little ("Approve and pay out"). */
export const approveAction = (label: MessageDescriptor = msg`Approve`, action = 'approve'): QueueAction => ({
  action,
  label,
  kind: 'approve',
  needsReason: false,
});

/** Marking money paid out: the operator gives the reference it was sent with, which the customer reads. */
export const payoutAction = (label: MessageDescriptor, action: string): QueueAction => ({
  ...approveAction(label, action),
  needsReference: true,
});

/** Rejecting: the reason is required, and the customer reads it. */
export const REJECT_ACTION: QueueAction = { action: 'reject', label: msg`Reject`, kind: 'reject', needsReason: true };

/** Marking a request invalid (deposits and withdrawals): a reason is required too. */
export const INVALID_ACTION: QueueAction = { action: 'invalid', label: msg`Mark invalid`, kind: 'reject', needsReason: true };

/** A request still waiting for its decision: the status every queue opens on. */
export const waitingStatus = (value: number): QueueStatus => ({ value, label: msg`Waiting`, tone: 'waiting' });

/** The good outcome, under the queue's own word for it ("Paid out", "Verified", "Confirmed"). */
export const approvedStatus = (value: number, label: MessageDescriptor = msg`Approved`): QueueStatus => ({ value, label, tone: 'good' });

/** A rejected request. */
export const rejectedStatus = (value: number): QueueStatus => ({ value, label: msg`Rejected`, tone: 'bad' });

/** A status past the decision that the filter offers too ("Repaid", "Finished"). */
export const laterStatus = (value: number, label: MessageDescriptor): QueueStatus => ({ value, label, tone: 'neutral' });

/** A request marked invalid (deposits and withdrawals). */
export const invalidStatus = (value: number): QueueStatus => laterStatus(value, msg`Invalid`);

/**
 * The columns every request list opens with: its number (unless the request is known by its customer, as an
 * identity check is), when it was made under the queue's word for it (the time the list sorts by, unless the queue
 * waits from another moment), and the customer.
 */
export function requestColumns<Item extends { uid: string; email: string | null }>(
  label: MessageDescriptor,
  at: (item: Item) => number | null | undefined,
  { numbered = true, sortable = true }: { numbered?: boolean; sortable?: boolean } = {},
): QueueColumn<Item>[] {
  const rest = [timeColumn(label, at, sortable), customerColumn<Item>()];
  return numbered ? [idColumn<Item & { id: number }>() as QueueColumn<Item>, ...rest] : rest;
}
