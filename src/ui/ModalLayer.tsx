import { useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import styles from './ModalLayer.module.css';
import { useModal } from './useModal';
import { usePresence } from './usePresence';

// The one base of every modal panel (BottomSheet, Drawer, Dialog): a layer over the page with a backdrop and a
// panel, its modal behaviour (focus, Escape, scroll lock: useModal) and its exit animation (usePresence). Each kind
// only lays its panel out and says how it moves in and out (its own CSS, keyed on data-state).

export interface ModalLayerProps {
  open: boolean;
  onClose: () => void;
  /** The layer's own class (its place, its z-index, its motion). */
  layerClassName: string | undefined;
  /** The panel's class: the kind's, then the caller's. */
  panelClassName: string | undefined;
  /** How long the exit animation plays (ms) before the layer leaves the tree. */
  exitMs?: number;
  /** Tapping the backdrop closes (default true). */
  closeOnBackdrop?: boolean;
  /** Escape closes (default true). */
  closeOnEscape?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** The id of the visible title, or else an accessible name. */
  labelledBy?: string | undefined;
  label?: string | undefined;
  describedBy?: string | undefined;
  children: ReactNode;
}

export function ModalLayer({
  open,
  onClose,
  layerClassName,
  panelClassName,
  exitMs,
  closeOnBackdrop = true,
  closeOnEscape = true,
  role = 'dialog',
  labelledBy,
  label,
  describedBy,
  children,
}: ModalLayerProps) {
  const mounted = usePresence(open, exitMs);
  const panelRef = useRef<HTMLDivElement>(null);
  useModal(open, onClose, panelRef, { closeOnEscape });

  if (!mounted || typeof document === 'undefined') return null;
  return createPortal(
    <div className={cx(styles.layer, layerClassName)} data-state={open ? 'open' : 'closed'}>
      <div className={styles.backdrop} aria-hidden onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx(styles.panel, panelClassName)}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
