import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { dragAxis, restingReveal, revealedDuring, type DragAxis } from './swipe';
import styles from './SwipeRow.module.css';

/** Matches .action's width in SwipeRow.module.css. */
const ACTION_WIDTH = 88;

/** The document's direction (Arabic is right to left): the row slides towards the inline start. */
const rtl = () => document.documentElement.dir === 'rtl';

interface SwipeRowProps {
  children: ReactNode;
  /** The action the swipe reveals (delete). */
  actionLabel: string;
  onAction: () => void;
}

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  base: number;
  axis: DragAxis;
}

/**
 * A row that slides aside when swiped towards the inline start, showing its action behind. The action is for
 * touch users; the row's content keeps a visible button for the same action, for keyboards and screen readers, so
 * the hidden one stays out of the tab order and the accessibility tree until revealed.
 */
export function SwipeRow({ children, actionLabel, onAction }: SwipeRowProps) {
  const drag = useRef<Drag | null>(null);
  const [revealed, setRevealed] = useState(0);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, base: revealed, axis: 'undecided' };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    if (current.axis === 'undecided') {
      current.axis = dragAxis(dx, event.clientY - current.y);
      if (current.axis === 'sideways') {
        event.currentTarget.setPointerCapture(event.pointerId);
        setDragging(true);
      }
    }
    if (current.axis === 'sideways') setRevealed(revealedDuring(current.base, dx, ACTION_WIDTH, rtl()));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    if (current.axis === 'sideways') setRevealed((shown) => restingReveal(shown, ACTION_WIDTH));
    // A tap on a row left open closes it, as on a phone's own lists.
    else if (current.axis === 'undecided' && current.base > 0) setRevealed(0);
  };

  const open = revealed === ACTION_WIDTH;
  const shift = rtl() ? revealed : -revealed;
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.action}
        aria-hidden={!open || undefined}
        tabIndex={open ? 0 : -1}
        onClick={() => {
          setRevealed(0);
          onAction();
        }}
      >
        {actionLabel}
      </button>
      <div
        className={dragging ? `${styles.content} ${styles.dragging}` : styles.content}
        style={{ transform: `translateX(${String(shift)}px)` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        {children}
      </div>
    </div>
  );
}
