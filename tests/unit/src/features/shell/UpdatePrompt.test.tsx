import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from '../../../../../src/features/shell/UpdatePrompt';
import { dismissUpdate, offerUpdate } from '../../../../../src/lib/service-worker';

function renderPrompt() {
  return render(
    <I18nProvider i18n={i18n}>
      <UpdatePrompt />
    </I18nProvider>,
  );
}

describe('the new-version prompt', () => {
  it('shows nothing while no new version waits', () => {
    dismissUpdate();
    renderPrompt();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('appears when a new version waits, and installs it only when the user taps reload', () => {
    const apply = vi.fn();
    renderPrompt();
    act(() => offerUpdate(apply));
    expect(screen.getByRole('status').textContent).toContain('A new version of Meridian is ready.');
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('goes away when put off, without installing', () => {
    const apply = vi.fn();
    renderPrompt();
    act(() => offerUpdate(apply));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });
});
