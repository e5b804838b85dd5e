// The browser tab, the app switcher and a screen reader name the screen shown, not only the product.

const PRODUCT = 'Meridian';

/** Sets the document's title to a screen's name (already translated) followed by the product's. */
export function setDocumentTitle(screen: string | null): void {
  document.title = screen ? `${screen} · ${PRODUCT}` : PRODUCT;
}
