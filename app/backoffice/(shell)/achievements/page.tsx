import '../../../../backoffice/cms/cms.css';
import '../../../../backoffice/achievements/achievements.css';
import { AchievementsPage } from '../../../../backoffice/achievements/AchievementsPage';
import '../../../../backoffice/promotions/promotions.css';
import { RolePage } from '../../../../backoffice/RolePage';

export default function BackofficeAchievements() {
  return (
    <RolePage href="/backoffice/achievements">
      <AchievementsPage />
    </RolePage>
  );
}
