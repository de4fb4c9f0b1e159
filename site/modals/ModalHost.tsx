'use client';

import { Component, lazy, Suspense, useEffect, useId, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useStores, useUi } from '../stores/StoreProvider';
import { LazyMessages } from '../i18n/LazyMessages';
import { Modal } from './Modal';
import { modals, isModalName } from './registry';
import { topModal, type ModalEntry } from './stack';
import type { AnyModalDefinition, ModalInjectedProps } from './types';
import styles from './Modal.module.css';

type AnyModal = ComponentType<Record<string, unknown> & ModalInjectedProps>;

// One lazy wrapper per registered name, made once; React.lazy caches the loaded module itself.
const lazyComponents: Record<string, AnyModal> = Object.fromEntries(
  Object.entries(modals as Record<string, AnyModalDefinition>).map(([name, def]) => [name, lazy(def.load as unknown as () => Promise<{ default: AnyModal }>)]),
);

/** A modal whose code failed to load shows a message instead of taking the page down. */
class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode; name: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`[modals] "${this.props.name}" failed`, error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function HostedModal({ entry, active, depth }: { entry: ModalEntry; active: boolean; depth: number }) {
  const intl = useIntl();
  const { ui } = useStores();
  const titleId = useId();
  const close = () => ui.getState().closeModal(entry.name);
  if (!isModalName(entry.name)) return null;
  const def: AnyModalDefinition = modals[entry.name];
  const Body = lazyComponents[entry.name];
  if (!Body) return null;
  // LazyMessages suspends on the texts before Body asks for its code: start the code now too
  // (an import is fetched once, so React.lazy's own call later reuses it).
  if (def.messages?.length) void def.load().catch(() => undefined);
  return (
    <Modal
      titleId={titleId}
      onClose={close}
      closing={entry.closing}
      active={active}
      depth={depth}
      fullScreen={def.fullScreen}
      blockOverlayClose={def.blockOverlayClose}
      blockEscape={def.blockEscape}
      hideCloseButton={def.hideCloseButton}
      closeLabel={intl.formatMessage({ id: 'shell.modal.close' })}
    >
      <LoadBoundary
        name={entry.name}
        fallback={
          <p id={titleId} role="alert">
            {intl.formatMessage({ id: 'shell.modal.failed' })}
          </p>
        }
      >
        <Suspense fallback={<div id={titleId} className={styles.loading} aria-busy="true">{intl.formatMessage({ id: 'common.loading' })}</div>}>
          {def.messages?.length ? (
            <LazyMessages namespaces={def.messages}>
              <Body {...entry.props} close={close} titleId={titleId} />
            </LazyMessages>
          ) : (
            <Body {...entry.props} close={close} titleId={titleId} />
          )}
        </Suspense>
      </LoadBoundary>
    </Modal>
  );
}

/** Renders the modal stack (ModalLayer loads it with the first popup and locks the page's scroll). */
export function ModalHost() {
  const stack = useUi((s) => s.modals);

  useEffect(() => {
    for (const entry of stack) if (!isModalName(entry.name)) console.error(`[modals] "${entry.name}" is not registered`);
  }, [stack]);

  const top = topModal(stack);
  return (
    <>
      {stack.map((entry, depth) => (
        <HostedModal key={entry.name} entry={entry} active={entry === top} depth={depth} />
      ))}
    </>
  );
}
