import '../../../../backoffice/cms/cms.css';
import { LootboxSetsPage } from '../../../../backoffice/loyalty/LootboxSetsPage';
import { RolePage } from '../../../../backoffice/RolePage';

export default function BackofficeLootboxes() {
  return (
    <RolePage href="/backoffice/lootboxes">
      <LootboxSetsPage />
    </RolePage>
  );
}
