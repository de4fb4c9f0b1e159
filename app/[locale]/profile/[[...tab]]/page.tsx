import { ProfilePage } from '@/site/profile/ProfilePage';

/** Login required (site/routing/routes.ts): guests are sent to registration with ?redirect=. */
export default async function Profile({ params }: { params: Promise<{ tab?: string[] }> }) {
  const { tab } = await params;
  return <ProfilePage segment={tab?.[0]} />;
}
