'use client';

import { useIntl } from 'react-intl';
import { useStores, useToasts } from '../core/stores/StoreProvider';
import { ToastList } from './ToastList';

/** The layout's toast area, fed by the toast store. */
export function ToastArea() {
  const intl = useIntl();
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <ToastList
      toasts={toasts}
      onDismiss={dismiss}
      dismissLabel={intl.formatMessage({ id: 'shell.toast.dismiss' })}
      regionLabel={intl.formatMessage({ id: 'shell.toast.region' })}
    />
  );
}

/** `const toast = useToast(); toast('success', intl.formatMessage(...))`: the message is already translated. */
export function useToast(): (kind: 'success' | 'info' | 'warning' | 'error', message: string) => number {
  return useStores().toasts.getState().show;
}
