import { useEffect, useEffectEvent } from 'react';
import type { RefObject } from 'react';

/** Open modal layers, topmost last. Only the topmost reacts to Escape and keeps focus. */
const stack: object[] = [];
let scrollLocks = 0;

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getClientRects().length > 0,
  );
}

function lockScroll() {
  scrollLocks += 1;
  if (scrollLocks === 1) document.body.setAttribute('data-scroll-locked', '');
}

function unlockScroll() {
  scrollLocks = Math.max(0, scrollLocks - 1);
  if (scrollLocks === 0) document.body.removeAttribute('data-scroll-locked');
}

export interface ModalOptions {
  /** Escape closes (default true). */
  closeOnEscape?: boolean;
}

/**
 * Dialog behaviour for a mounted panel while `open` is true: locks page scroll, moves focus into the panel
 * (an element marked data-autofocus, else the panel itself), keeps Tab inside it, closes on Escape when it is the
 * topmost layer, and gives focus back to whatever had it before when it closes.
 */
export function useModal(
  open: boolean,
  onClose: () => void,
  panelRef: RefObject<HTMLElement | null>,
  { closeOnEscape = true }: ModalOptions = {},
): void {
  const close = useEffectEvent(() => {
    onClose();
  });

  useEffect(() => {
    if (!open) return;
    const token = {};
    stack.push(token);
    const isTop = () => stack[stack.length - 1] === token;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();

    const panel = panelRef.current;
    if (panel) {
      const preferred = panel.querySelector<HTMLElement>('[data-autofocus]');
      (preferred ?? panel).focus({ preventScroll: true });
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape' && closeOnEscape) {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus({ preventScroll: true });
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      if (!isTop() || !panel) return;
      if (event.target instanceof Node && !panel.contains(event.target)) {
        panel.focus({ preventScroll: true });
      }
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = stack.indexOf(token);
      if (index >= 0) stack.splice(index, 1);
      unlockScroll();
      if (previous && previous.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, panelRef, closeOnEscape]);
}
