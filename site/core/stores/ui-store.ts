import { createStore } from 'zustand/vanilla';
import { MODAL_CLOSE_MS, markClosing, pushModal, removeClosed, type ModalEntry } from './modal-stack';

/** UI state of one browser tab (never shared between requests on the server). */
export interface UiState {
  /** Whether the mobile sidebar is open. */
  sidebarOpen: boolean;
  /** Open modals, bottom first; names are unique. */
  modals: ModalEntry[];
  /** In-app page views of this tab; a popup route closed with more than one goes back, else to main. */
  pageViews: number;
  notePageView: () => void;
  setSidebarOpen: (open: boolean) => void;
  openModal: (name: string, props?: Record<string, unknown>) => void;
  /** Starts the 100 ms close; the entry is removed afterwards. */
  closeModal: (name: string) => void;
  closeAllModals: () => void;
}

export type UiStore = ReturnType<typeof createUiStore>;

/** A fresh UI store; the provider creates one per request on the server and one per tab. */
export function createUiStore(schedule: (fn: () => void, ms: number) => unknown = setTimeout) {
  return createStore<UiState>()((set, get) => ({
    sidebarOpen: false,
    modals: [],
    pageViews: 0,
    notePageView: () => set({ pageViews: get().pageViews + 1 }),
    setSidebarOpen: (open) => set({ sidebarOpen: open }),
    openModal: (name, props = {}) => set({ modals: pushModal(get().modals, name, props) }),
    closeModal: (name) => {
      const next = markClosing(get().modals, name);
      if (next === get().modals) return;
      set({ modals: next });
      schedule(() => set({ modals: removeClosed(get().modals, name) }), MODAL_CLOSE_MS);
    },
    closeAllModals: () => {
      for (const m of get().modals) get().closeModal(m.name);
    },
  }));
}
