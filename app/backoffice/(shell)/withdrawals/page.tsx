import { RolePage } from '../../../../site/backoffice/RolePage';
import { WithdrawalsPage } from '../../../../site/backoffice/WithdrawalsPage';

export default function BackofficeWithdrawals() {
  return (
    <RolePage href="/backoffice/withdrawals">
      <WithdrawalsPage />
    </RolePage>
  );
}
