// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import en from '../../messages/en-AU/licence.json';
import { Modal } from '../core/modals/Modal';
import AuApprovalPopup from './AuApprovalPopup';
import { AU_APPROVAL_COOKIE, hasApprovalCookie } from './rules';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, prefetch: vi.fn() }) }));

afterEach(cleanup);
beforeEach(() => {
  push.mockReset();
  document.cookie = `${AU_APPROVAL_COOKIE}=; max-age=0; path=/`;
});

function renderCard(close = vi.fn()) {
  render(
    <IntlProvider locale="en-AU" messages={en}>
      <button type="button">behind</button>
      {/* The frame the registry gives it: overlay click, Escape and close button blocked. */}
      <Modal titleId="au-title" onClose={close} blockOverlayClose blockEscape hideCloseButton closeLabel="Close">
        <AuApprovalPopup titleId="au-title" close={close} />
      </Modal>
    </IntlProvider>,
  );
  return close;
}

describe('AU approval card (spec P1)', () => {
  it('is a labelled dialog with the focus on approve, that Escape does not close and Tab does not leave', () => {
    const close = renderCard();
    const dialog = screen.getByRole('dialog', { name: 'Before you continue' });
    const approve = screen.getByRole('button', { name: 'I approve, continue' });
    const decline = screen.getByRole('button', { name: 'Decline' });
    expect(document.activeElement).toBe(approve);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(close).not.toHaveBeenCalled();
    decline.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('approve sets the approval cookie and closes', () => {
    const close = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'I approve, continue' }));
    expect(hasApprovalCookie(document.cookie)).toBe(true);
    expect(close).toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });

  it('decline goes to /oops without remembering anything', () => {
    const close = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(close).toHaveBeenCalled();
    expect(push).toHaveBeenCalledWith('/en-AU/oops');
    expect(hasApprovalCookie(document.cookie)).toBe(false);
  });
});
