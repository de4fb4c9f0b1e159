import type { Toast } from '../core/stores/toast-store';
import styles from './Toast.module.css';

export interface ToastListProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
  /** Translated label of the dismiss button and of the region. */
  dismissLabel: string;
  regionLabel: string;
}

/** The toast area: a polite live region, so screen readers announce toasts without interrupting. */
export function ToastList({ toasts, onDismiss, dismissLabel, regionLabel }: ToastListProps) {
  return (
    <section className={styles.area} aria-live="polite" aria-label={regionLabel}>
      {toasts.map((t) => (
        <div key={t.id} className={`${styles.toast} ${styles[t.kind]}`} role="status">
          <span className={styles.message}>{t.message}</span>
          <button type="button" className={styles.dismiss} onClick={() => onDismiss(t.id)} aria-label={dismissLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
