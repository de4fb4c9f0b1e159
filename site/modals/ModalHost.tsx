'use client';

import { ModalStack } from '../core/modals/ModalStack';
import { modals } from './registry';

/** Renders the modal stack with every modal of the site (ModalLayer loads it with the first popup and locks the page's scroll). */
export function ModalHost() {
  return <ModalStack table={modals} />;
}
