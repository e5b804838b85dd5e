// Whether an element showing a live price is on screen. A feed step changes every instrument at once; writing
// the rows and cards nobody can see costs the frame their layout and paint as well, which at 4x CPU held back the
// paint of the ones in view (issue 20). One observer serves every element.

/**
 * How far outside the viewport an element still counts as on screen: a row about to scroll in is already
 * current when it appears. (A card scrolled in sideways within the strip is caught up a frame after it shows:
 * the margin applies to the viewport, not to the strip's own scrolling.)
 */
const MARGIN = '128px 0px';

type Listener = (onScreen: boolean) => void;

const listeners = new Map<Element, Listener>();
let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: MARGIN },
  );
  return observer;
}

/**
 * Calls `listener` with whether `element` is on screen, once it is known and at each change; returns the
 * unwatch. Without IntersectionObserver (an old browser) nothing is called, so the element counts as on screen.
 */
export function watchOnScreen(element: Element, listener: Listener): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  listeners.set(element, listener);
  sharedObserver().observe(element);
  return () => {
    listeners.delete(element);
    observer?.unobserve(element);
  };
}
