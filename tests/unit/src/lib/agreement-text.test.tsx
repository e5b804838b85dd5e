import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agreementBlocks } from '../../../../src/lib/agreement-text';
import { AgreementText } from '../../../../src/features/loan/AgreementText';

// The agreement comes as HTML the server rendered; the screens show its text only, never its markup.

describe('the agreement shown as text', () => {
  it('keeps headings, paragraphs and list items in reading order', () => {
    const html =
      '<h1>Loan agreement</h1><p>Made on <b>2026-11-26</b> between the lender and the borrower.</p>' +
      '<h2>1. The loan</h2><ul><li>Term: 30 days</li><li>Daily rate: 0.05%</li></ul><div>Late fee 0.25% a day<br>Early repayment is free</div>';
    expect(agreementBlocks(html)).toEqual([
      { kind: 'heading', text: 'Loan agreement' },
      { kind: 'paragraph', text: 'Made on 2026-11-26 between the lender and the borrower.' },
      { kind: 'heading', text: '1. The loan' },
      { kind: 'item', text: 'Term: 30 days' },
      { kind: 'item', text: 'Daily rate: 0.05%' },
      { kind: 'paragraph', text: 'Late fee 0.25% a day' },
      { kind: 'paragraph', text: 'Early repayment is free' },
    ]);
  });

  it('never lets markup through: scripts, handlers and styles are dropped, tags show as text', () => {
    const hostile =
      '<p>Amount <img src=x onerror="window.hacked=1"> 100 USD</p><script>window.hacked=2</script><style>p{}</style>' +
      '<p>&lt;b&gt;not bold&lt;/b&gt;</p><iframe src="https://evil.example"></iframe>';
    const { container } = render(<AgreementText html={hostile} label="Loan agreement" />);
    expect(container.querySelector('img, script, style, iframe, b')).toBeNull();
    expect(screen.getByText('Amount 100 USD')).toBeTruthy();
    expect(screen.getByText('<b>not bold</b>')).toBeTruthy();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });
});
