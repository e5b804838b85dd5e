import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { RefreshIcon } from './screen-icons';
import { createPullToRefreshMachine, pullLabel, PULL_THRESHOLD } from './pull-to-refresh-machine';
import styles from './PullToRefresh.module.css';
import { Spinner } from './Spinner';

export interface PullToRefreshProps {
  /** Called on release past the threshold; the indicator hides 500 ms after the promise settles. */
  onRefresh: () => Promise<unknown>;
  children?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** True when neither `from` nor any ancestor (up to the document) is scrolled down. */
function isScrolledToTop(from: Element | null): boolean {
  for (let el: Element | null = from; el; el = el.parentElement) {
    if (el.scrollTop > 0) return false;
  }
  return (document.scrollingElement?.scrollTop ?? 0) <= 0 && window.scrollY <= 0;
}

/**
 * Pull down while scrolled to the top to refresh. Works with touch, and with a mouse drag for desktop testing.
 * The page (or any scrolling ancestor) must be at the top for a pull to start.
 */
export function PullToRefresh({ onRefresh, children, disabled = false, className }: PullToRefreshProps) {
  const { t } = useLingui();
  const [machine] = useState(() => createPullToRefreshMachine());
  const state = useSyncExternalStore(machine.subscribe, machine.getState, machine.getState);
  const rootRef = useRef<HTMLDivElement>(null);
  const refresh = useEffectEvent(() => onRefresh());

  useEffect(
    () => () => {
      machine.reset();
    },
    [machine],
  );

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    if (disabled) {
      machine.cancel();
      return;
    }

    let touchId: number | null = null;
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length !== 1 || !touch) {
        touchId = null;
        machine.cancel();
        return;
      }
      if (!isScrolledToTop(event.target instanceof Element ? event.target : root)) return;
      if (machine.start(touch.clientY)) touchId = touch.identifier;
    };
    const onTouchMove = (event: TouchEvent) => {
      if (touchId === null) return;
      const touch = Array.from(event.changedTouches).find((item) => item.identifier === touchId);
      if (!touch) return;
      if (machine.move(touch.clientY) && event.cancelable) event.preventDefault();
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (touchId === null) return;
      if (!Array.from(event.changedTouches).some((item) => item.identifier === touchId)) return;
      touchId = null;
      if (event.type === 'touchcancel') machine.cancel();
      else machine.end(() => refresh());
    };

    // Mouse drag, for desktop testing. Touch and pen go through the touch events above.
    const onPointerMove = (event: PointerEvent) => {
      if (machine.move(event.clientY)) event.preventDefault();
    };
    const onPointerUp = (event: PointerEvent) => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
      if (event.type === 'pointercancel') machine.cancel();
      else machine.end(() => refresh());
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      if (!isScrolledToTop(event.target instanceof Element ? event.target : root)) return;
      if (!machine.start(event.clientY)) return;
      window.addEventListener('pointermove', onPointerMove);
      window.addEventListener('pointerup', onPointerUp);
      window.addEventListener('pointercancel', onPointerUp);
    };

    root.addEventListener('touchstart', onTouchStart, { passive: true });
    root.addEventListener('touchmove', onTouchMove, { passive: false });
    root.addEventListener('touchend', onTouchEnd);
    root.addEventListener('touchcancel', onTouchEnd);
    root.addEventListener('pointerdown', onPointerDown);
    return () => {
      root.removeEventListener('touchstart', onTouchStart);
      root.removeEventListener('touchmove', onTouchMove);
      root.removeEventListener('touchend', onTouchEnd);
      root.removeEventListener('touchcancel', onTouchEnd);
      root.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
      machine.cancel();
    };
  }, [machine, disabled]);

  const label = pullLabel(state);
  const busy = state.phase === 'refreshing' || state.phase === 'settling';
  const text =
    label === 'release' ? t`Release to refresh` : label === 'refreshing' ? t`Refreshing…` : label === 'pull' ? t`Pull to refresh` : '';
  const progress = Math.min(1, state.distance / PULL_THRESHOLD);

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <div
        className={cx(styles.track, !state.dragging && styles.animated)}
        style={state.distance > 0 ? { transform: `translate3d(0, ${String(state.distance)}px, 0)` } : undefined}
      >
        <div className={styles.indicator} hidden={label === null}>
          {busy ? (
            <Spinner size={18} />
          ) : (
            <RefreshIcon
              size={18}
              className={styles.arrow}
              style={{ transform: `rotate(${String(Math.round(progress * 270))}deg)`, opacity: 0.4 + progress * 0.6 }}
            />
          )}
          <span>{text}</span>
        </div>
        {children}
      </div>
    </div>
  );
}
