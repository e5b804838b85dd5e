// The agreement arrives as HTML the server rendered (every value escaped there). The screens never insert it as
// HTML: it is parsed into an inert document (DOMParser runs no script and loads nothing) and only its text is
// shown, as headings, paragraphs and list items. Whatever markup it carries, nothing of it reaches the page.

export type AgreementBlock = { kind: 'heading' | 'paragraph' | 'item'; text: string };

const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const BLOCKS = new Set(['P', 'LI', 'DT', 'DD', 'TR', 'BLOCKQUOTE', 'PRE', ...HEADINGS]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'HEAD', 'TITLE']);

function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The agreement's text blocks in reading order. */
export function agreementBlocks(html: string, parser: DOMParser = new DOMParser()): AgreementBlock[] {
  const doc = parser.parseFromString(html, 'text/html');
  const blocks: AgreementBlock[] = [];
  let loose = '';
  const flush = () => {
    const text = squeeze(loose);
    if (text) blocks.push({ kind: 'paragraph', text });
    loose = '';
  };
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        loose += child.textContent ?? '';
      } else if (child instanceof Element) {
        if (SKIPPED.has(child.tagName)) continue;
        if (BLOCKS.has(child.tagName)) {
          flush();
          const text = squeeze(child.textContent);
          const kind = HEADINGS.has(child.tagName) ? 'heading' : child.tagName === 'LI' ? 'item' : 'paragraph';
          if (text) blocks.push({ kind, text });
        } else if (child.tagName === 'BR') {
          flush();
        } else {
          const before = blocks.length;
          walk(child);
          // A division or section ends a paragraph too.
          if (blocks.length !== before || /^(DIV|SECTION|ARTICLE|UL|OL|TABLE|HEADER|FOOTER)$/.test(child.tagName)) flush();
        }
      }
    }
  };
  walk(doc.body);
  flush();
  return blocks;
}
