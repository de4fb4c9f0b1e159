import { RolePage } from '../../../../backoffice/RolePage';
import { WithdrawalsPage } from '../../../../backoffice/WithdrawalsPage';

export default function BackofficeWithdrawals() {
  return (
    <RolePage href="/backoffice/withdrawals">
      <WithdrawalsPage />
    </RolePage>
  );
}
