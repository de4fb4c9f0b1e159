import { useIntl } from 'react-intl';

/** A small accessible busy indicator for buttons and loading panels. */
export function Spinner({ size = 20 }: { size?: number }) {
  const intl = useIntl();
  return (
    <span
      role="status"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        border: `${Math.max(2, size / 8)}px solid currentColor`,
        borderRightColor: 'transparent',
        animation: 'rh-spin 0.8s linear infinite',
      }}
    >
      <style>{'@keyframes rh-spin{to{transform:rotate(360deg)}}'}</style>
    </span>
  );
}
