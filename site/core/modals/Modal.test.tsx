// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { Modal } from './Modal';

afterEach(cleanup);

function Harness({ blockOverlayClose = false, onClose = () => undefined }: { blockOverlayClose?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      {open && (
        <Modal
          titleId="t"
          closeLabel="Close"
          blockOverlayClose={blockOverlayClose}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <h2 id="t">Log in</h2>
          <input aria-label="E-mail" />
          <button>Submit</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and returns it on close', () => {
    render(<Harness />);
    const opener = screen.getByText('open');
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('traps Tab inside the dialog', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);
  });

  it('closes on an overlay click unless the modal blocks it', () => {
    const onClose = vi.fn();
    const { unmount } = render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledOnce();
    unmount();

    const blocked = vi.fn();
    render(<Harness blockOverlayClose onClose={blocked} />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(blocked).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(blocked).toHaveBeenCalledOnce();
  });

  it("gives focus to a lazily loaded body's marked field once it arrives, unless focus moved meanwhile", async () => {
    let arrive!: () => void;
    const loaded = new Promise<void>((resolve) => (arrive = resolve));
    const Body = lazy(async () => {
      await loaded;
      return {
        default: () => (
          <>
            <input aria-label="Name" />
            <input aria-label="Code" data-autofocus />
          </>
        ),
      };
    });
    render(
      <Modal titleId="t" closeLabel="Close" onClose={() => undefined}>
        <h2 id="t">Two-step</h2>
        <Suspense fallback={<p>Loading</p>}>
          <Body />
        </Suspense>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
    await act(async () => arrive());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Code')));
  });

  it('leaves focus where the visitor put it while the body loaded', async () => {
    let arrive!: () => void;
    const loaded = new Promise<void>((resolve) => (arrive = resolve));
    const Body = lazy(async () => {
      await loaded;
      return { default: () => <input aria-label="Code" data-autofocus /> };
    });
    render(
      <Modal titleId="t" closeLabel="Close" onClose={() => undefined}>
        <h2 id="t">Two-step</h2>
        <Suspense fallback={<p>Loading</p>}>
          <Body />
        </Suspense>
      </Modal>,
    );
    screen.getByRole('button', { name: 'Close' }).focus();
    await act(async () => arrive());
    await screen.findByLabelText('Code');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
