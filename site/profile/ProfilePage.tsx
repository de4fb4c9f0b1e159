'use client';

import { usePathname } from 'next/navigation';
import { localePath, splitLocale } from '../i18n/locale-path';
import { DEFAULT_LOCALE } from '../../schemas/locales';
import { LogoutButton } from '../auth/LogoutButton';
import { SecurityTab } from '../auth/SecurityTab';
import { ProfileSummary } from '../shell/ProfileSummary';
import { ProfileTabs, type ProfileTab } from './ProfileTabs';

/** Which tab a `/profile/{tab}` segment shows; tabs not built yet show the summary. */
export function profileTabOf(segment: string | undefined): ProfileTab {
  return segment === 'security' ? 'security' : 'default';
}

/** The profile route (login required): tab bar with logout, then the tab. */
export function ProfilePage({ segment }: { segment?: string }) {
  const locale = splitLocale(usePathname()).locale ?? DEFAULT_LOCALE;
  const active = profileTabOf(segment);
  return (
    <ProfileTabs active={active} hrefOf={(tab) => localePath(locale, tab === 'default' ? '/profile' : `/profile/${tab}`)} logout={<LogoutButton />}>
      {active === 'security' ? <SecurityTab /> : <ProfileSummary />}
    </ProfileTabs>
  );
}
