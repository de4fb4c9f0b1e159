'use client';

import { Component, lazy, Suspense, useEffect, useId, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useStores, useUi } from '../stores/StoreProvider';
import { LazyMessages } from '../i18n/LazyMessages';
import { Modal } from './Modal';
import { topModal, type ModalEntry } from '../stores/modal-stack';
import type { AnyModalDefinition, ModalInjectedProps } from './types';
import styles from './Modal.module.css';

type AnyModal = ComponentType<Record<string, unknown> & ModalInjectedProps>;

/** A table of modals by name: the site's (site/modals/registry.ts), or a test's few entries. */
export type ModalTable = Readonly<Record<string, AnyModalDefinition>>;

// One lazy wrapper per name of a table, made once; React.lazy caches the loaded module itself.
const lazyByTable = new WeakMap<ModalTable, Record<string, AnyModal>>();
function lazyComponents(table: ModalTable): Record<string, AnyModal> {
  let made = lazyByTable.get(table);
  if (!made) {
    made = Object.fromEntries(Object.entries(table).map(([name, def]) => [name, lazy(def.load as unknown as () => Promise<{ default: AnyModal }>)]));
    lazyByTable.set(table, made);
  }
  return made;
}

const registered = (table: ModalTable, name: string) => Object.prototype.hasOwnProperty.call(table, name);

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

function HostedModal({ table, entry, active, depth }: { table: ModalTable; entry: ModalEntry; active: boolean; depth: number }) {
  const intl = useIntl();
  const { ui } = useStores();
  const titleId = useId();
  const close = () => ui.getState().closeModal(entry.name);
  if (!registered(table, entry.name)) return null;
  const def = table[entry.name]!;
  const Body = lazyComponents(table)[entry.name];
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
        <Suspense
          fallback={
            <div id={titleId} className={styles.loading} aria-busy="true">
              {intl.formatMessage({ id: 'common.loading' })}
            </div>
          }
        >
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

/**
 * Renders the modal stack with the modals of `table`: the site's host (site/modals/ModalHost.tsx)
 * passes the whole table, a feature's test the entries it opens, so the test needs no table that
 * imports every feature.
 */
export function ModalStack({ table }: { table: ModalTable }) {
  const stack = useUi((s) => s.modals);

  useEffect(() => {
    for (const entry of stack) if (!registered(table, entry.name)) console.error(`[modals] "${entry.name}" is not registered`);
  }, [stack, table]);

  const top = topModal(stack);
  return (
    <>
      {stack.map((entry, depth) => (
        <HostedModal key={entry.name} table={table} entry={entry} active={entry === top} depth={depth} />
      ))}
    </>
  );
}
