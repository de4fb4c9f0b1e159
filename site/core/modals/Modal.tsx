'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { focusableIn, trapTab } from './focus';
import styles from './Modal.module.css';

export interface ModalProps {
  /** Id of the visible title inside `children`; labels the dialog. */
  titleId: string;
  children: ReactNode;
  /** Asked to close by the close button, Escape (unless blocked) or the overlay (unless blocked). */
  onClose: () => void;
  /** The 100 ms closing animation is running. */
  closing?: boolean;
  /** Only the top modal traps focus and answers Escape. */
  active?: boolean;
  fullScreen?: boolean;
  blockOverlayClose?: boolean;
  blockEscape?: boolean;
  hideCloseButton?: boolean;
  /** Translated label of the close button. */
  closeLabel: string;
  /** Stack position, so later modals sit above earlier ones. */
  depth?: number;
}

/**
 * The frame every modal sits in: overlay, dialog semantics (role=dialog, aria-modal, labelled by
 * its title), focus trap, Escape, overlay click, and focus returned where it was on close.
 */
export function Modal({
  titleId,
  children,
  onClose,
  closing = false,
  active = true,
  fullScreen = false,
  blockOverlayClose = false,
  blockEscape = false,
  hideCloseButton = false,
  closeLabel,
  depth = 0,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const target = (d: HTMLElement) =>
      d.querySelector<HTMLElement>('[autofocus],[data-autofocus]') ?? focusableIn(d).find((el) => !el.dataset.modalClose) ?? null;
    let observer: MutationObserver | undefined;
    if (dialog) {
      const first = target(dialog);
      (first ?? dialog).focus();
      if (!first) {
        // A popup's body loads lazily (ModalHost's Suspense): the dialog holds focus until it
        // arrives, then the field it marks gets it, unless the visitor has moved focus meanwhile.
        observer = new MutationObserver(() => {
          if (document.activeElement !== dialog) return observer?.disconnect();
          const next = target(dialog);
          if (!next) return;
          observer?.disconnect();
          next.focus();
        });
        observer.observe(dialog, { childList: true, subtree: true });
      }
    }
    return () => {
      observer?.disconnect();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  useEffect(() => {
    if (!active || closing) return;
    const onKey = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape' && !blockEscape) {
        event.stopPropagation();
        onClose();
        return;
      }
      if (trapTab(dialog, event)) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, closing, blockEscape, onClose]);

  return (
    <div
      className={`${styles.overlay} ${closing ? styles.closing : ''} ${fullScreen ? styles.fullScreenOverlay : ''}`}
      style={{ zIndex: 1000 + depth }}
      data-testid="modal-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !blockOverlayClose && active) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${fullScreen ? styles.fullScreen : ''}`}
      >
        {!hideCloseButton && (
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel} data-modal-close="true">
            <span aria-hidden="true">×</span>
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
