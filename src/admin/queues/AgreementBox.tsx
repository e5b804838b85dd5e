import { useMemo } from 'react';
import { agreementBlocks } from '@/lib/agreement-text';
import styles from './AgreementBox.module.css';

/**
 * A signed loan agreement as the operator reads it: its text only (src/lib/agreement-text.ts), never inserted as
 * HTML, in a box that scrolls so the decision stays on screen.
 */
export function AgreementBox({ html, label }: { html: string; label: string }) {
  const blocks = useMemo(() => agreementBlocks(html), [html]);
  return (
    <section className={styles.box} aria-label={label} tabIndex={0}>
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <h4 key={index} dir="auto">
            {block.text}
          </h4>
        ) : (
          <p key={index} dir="auto">
            {block.kind === 'item' ? `• ${block.text}` : block.text}
          </p>
        ),
      )}
    </section>
  );
}
