import '../../../../backoffice/cms/cms.css';
import '../../../../backoffice/loyalty/loyalty.css';
import { ShopCardsPage } from '../../../../backoffice/loyalty/ShopCardsPage';
import '../../../../backoffice/promotions/promotions.css';
import { RolePage } from '../../../../backoffice/RolePage';

export default function BackofficeRocketMart() {
  return (
    <RolePage href="/backoffice/rocket-mart">
      <ShopCardsPage />
    </RolePage>
  );
}
