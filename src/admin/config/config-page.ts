import type { MessageDescriptor } from '@lingui/core';
import type { Endpoint, Schema } from '@common/api/endpoint';
import type { Page } from '@common/api/page';
import type { TextsDeclaration } from './translations-form';

// A configuration page, declared once: the call that lists the rows (a list, or a page of them), the call that
// saves one (without an id it creates one), and the fields of a row. The table shows the fields marked `column`;
// the edit form shows them all and sends them as typed: the server checks them with the save call's schema and
// records each change with the row before and after.

export interface ConfigField {
  name: string;
  label: MessageDescriptor;
  kind: 'text' | 'number' | 'flag' | 'choice' | 'longtext';
  /** For `choice`: the values and their labels. */
  options?: readonly { value: string; label: MessageDescriptor }[];
  hint?: MessageDescriptor;
  column?: boolean;
  /** Shown, never edited nor sent (an instrument's code). */
  readOnly?: boolean;
  /** For `flag`: how "on" looks when on is the exception to notice (a trading halt); good news otherwise. */
  onTone?: 'bad' | 'waiting';
  /**
   * What the server would refuse in the value beyond its schema (a SWIFT/BIC, an IBAN, a coin address), checked
   * before sending so the form says it under the field; null when it is fine. `values` holds the whole row as typed.
   */
  check?: (value: string, values: Readonly<Record<string, string>>) => MessageDescriptor | null;
}

export interface ConfigPage {
  key: string;
  title: MessageDescriptor;
  list: Endpoint<Schema, readonly object[] | Page<object>>;
  save: Endpoint<Schema, object>;
  fields: readonly ConfigField[];
  /** False where rows are only edited, never added (instruments: a new one needs a price feed). */
  creatable?: boolean;
  /** Rows with a title and description in several languages (funds, loan terms): edited beside the fields. */
  texts?: TextsDeclaration;
}

/** A row's value of a field as the form edits it: text, with switches as 1 and 0. */
export function fieldText(row: object, name: string): string {
  const value: unknown = (row as Record<string, unknown>)[name];
  if (value === true) return '1';
  if (value === false) return '0';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return '';
}
