'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { verifyDraw } from '../../schemas/lootbox-draw';
import type { DrawProof } from '../../schemas/lootboxes';
import styles from '../core/ui/PromoPage.module.css';

export interface ProofResult {
  hashMatches: boolean;
  index: number;
}

/** The proof's inputs and, once checked, the verdict (pure view). */
export function ProofView({
  proof,
  labels,
  drawn,
  result,
  onCheck,
}: {
  proof: DrawProof;
  labels: readonly string[];
  drawn: number;
  result: ProofResult | null;
  onCheck: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const ok = result !== null && result.hashMatches && result.index === drawn;
  return (
    <div className={styles.card} data-testid="draw-proof">
      <p className={styles.muted}>{t('lootboxes.proof.algorithm')}</p>
      <p className={styles.muted}>{t('lootboxes.proof.hash')}</p>
      <p className={styles.mono}>{proof.seed_hash}</p>
      <p className={styles.muted}>{t('lootboxes.proof.seed')}</p>
      <p className={styles.mono}>{proof.seed ?? '—'}</p>
      <p className={styles.muted}>{t('lootboxes.proof.message', { message: proof.message })}</p>
      {result === null ? (
        <button type="button" className={styles.button} onClick={onCheck} disabled={!proof.seed}>
          {t('lootboxes.proof.check')}
        </button>
      ) : (
        <p className={ok ? styles.ok : styles.bad} data-testid="proof-verdict" role="status">
          {t(ok ? 'lootboxes.proof.ok' : 'lootboxes.proof.bad', { item: labels[result.index] ?? String(result.index) })}
        </p>
      )}
    </div>
  );
}

/** "Check the draw": recomputes the draw in this browser (WebCrypto) from the revealed seed, the commitment and the weights. */
export function ProofCheck({ proof, weights, labels, drawn }: { proof: DrawProof; weights: readonly number[]; labels: readonly string[]; drawn: number }) {
  const [result, setResult] = useState<ProofResult | null>(null);
  const check = () => {
    if (!proof.seed) return;
    void verifyDraw({ seed: proof.seed, seedHash: proof.seed_hash, message: proof.message, weights }).then(setResult);
  };
  return <ProofView proof={proof} labels={labels} drawn={drawn} result={result} onCheck={check} />;
}
