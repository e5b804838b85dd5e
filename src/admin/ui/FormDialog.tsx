import type { ComponentProps } from 'react';
import { Dialog } from '@/ui';
import styles from './FormDialog.module.css';

/** The app's dialog made for a desktop form: wider than a phone's confirmation, its fields aligned to the start. */
export function FormDialog(props: Omit<ComponentProps<typeof Dialog>, 'className'>) {
  return <Dialog {...props} className={styles.dialog} />;
}
