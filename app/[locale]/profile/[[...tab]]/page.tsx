import { ProfileSummary } from '@/site/shell/ProfileSummary';

/** Login required (site/routing/routes.ts): guests are sent to registration with ?redirect=. */
export default function ProfilePage() {
  return <ProfileSummary />;
}
