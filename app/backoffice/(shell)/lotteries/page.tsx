import { LotteriesPage } from '../../../../backoffice/LotteriesPage';
import { RolePage } from '../../../../backoffice/RolePage';

export default function BackofficeLotteries() {
  return (
    <RolePage href="/backoffice/lotteries">
      <LotteriesPage />
    </RolePage>
  );
}
