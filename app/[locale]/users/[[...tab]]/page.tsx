import { ProfilePage } from '@/site/profile/ProfilePage';

/** `/users` is the profile's alias (spec P2); login required like /profile (site/routing/routes.ts). */
export default async function Users({ params }: { params: Promise<{ tab?: string[] }> }) {
  const { tab } = await params;
  return <ProfilePage segment={tab?.[0]} />;
}
