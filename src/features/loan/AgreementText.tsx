import { useMemo } from 'react';
import { agreementBlocks } from '@/lib/agreement-text';
import styles from './Loan.module.css';

/**
 * The server's agreement shown as text (see agreement-text.ts): never inserted as HTML. Each block takes its own
 * direction from its text, so an agreement in a left-to-right language reads right inside an Arabic screen.
 */
export function AgreementText({ html, label }: { html: string; label: string }) {
  const blocks = useMemo(() => agreementBlocks(html), [html]);
  return (
    <section className={styles.agreement} aria-label={label} tabIndex={0} data-testid="agreement-text">
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <h3 key={index} dir="auto">
            {block.text}
          </h3>
        ) : block.kind === 'item' ? (
          <p key={index} dir="auto">
            • {block.text}
          </p>
        ) : (
          <p key={index} dir="auto">
            {block.text}
          </p>
        ),
      )}
    </section>
  );
}
