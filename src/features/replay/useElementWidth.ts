import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's width in CSS pixels, followed as it changes (a phone turned, a window resized), so the chart draws in
 * real pixels and its text and markers keep their size. `fallback` until the first measure (and where there is no
 * ResizeObserver, as in tests).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry ? Math.round(entry.contentRect.width) : 0;
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
