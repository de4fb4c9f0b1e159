'use client';

import { useMemo } from 'react';
import { useStores } from '../stores/StoreProvider';
import type { ModalName, ModalPropsOf } from './types';
import { isModalName } from './names';

/** Open and close modals by unique name (spec P2 "Modals"). */
export interface ModalController {
  openModal: <N extends ModalName>(name: N, ...props: keyof ModalPropsOf<N> extends never ? [props?: ModalPropsOf<N>] : [props: ModalPropsOf<N>]) => void;
  closeModal: (name: ModalName) => void;
  /**
   * For names that come from URLs (hash popups, popup routes): opens it when registered and
   * returns whether it did.
   */
  openModalByName: (name: string, props?: Record<string, unknown>) => boolean;
  closeAll: () => void;
}

export function useModals(): ModalController {
  const { ui } = useStores();
  return useMemo<ModalController>(
    () => ({
      openModal: (name, ...props) => ui.getState().openModal(name, (props[0] ?? {}) as Record<string, unknown>),
      closeModal: (name) => ui.getState().closeModal(name),
      openModalByName: (name, props = {}) => {
        if (!isModalName(name)) {
          console.error(`[modals] "${name}" is not registered in site/modals/registry.ts`);
          return false;
        }
        ui.getState().openModal(name, props);
        return true;
      },
      closeAll: () => ui.getState().closeAllModals(),
    }),
    [ui],
  );
}
