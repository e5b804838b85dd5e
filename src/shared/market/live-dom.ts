import type { Tone } from '../../lib/format';

// Writes for the nodes that live prices update outside React (see useLiveQuote). React renders these elements
// without children or a tone, so it never overwrites what is written here. Each write is skipped when nothing
// changed: an unchanged text still costs a layout, and a tone a style recalculation.

/** Sets the element's text, changing its one text node in place rather than replacing it. */
export function writeText(element: Element | null, text: string): void {
  if (!element) return;
  const node = element.firstChild;
  if (node instanceof Text && node === element.lastChild) {
    if (node.data !== text) node.data = text;
  } else {
    element.textContent = text;
  }
}

/** Sets `data-tone`, which the screen's CSS colours by. */
export function writeTone(element: HTMLElement | SVGElement | null, tone: Tone): void {
  if (element && element.dataset.tone !== tone) element.dataset.tone = tone;
}
