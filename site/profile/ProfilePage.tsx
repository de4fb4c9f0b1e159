'use client';

import { usePathname } from 'next/navigation';
import { useIntl } from 'react-intl';
import { localePath, splitLocale } from '../core/i18n/locale-path';
import { DEFAULT_LOCALE } from '../../schemas/locale-codes';
import { LogoutButton } from '../auth/LogoutButton';
import { GamesHistoryTab } from './history/GamesHistoryTab';
import { LevelTab } from '../loyalty/LevelTab';
import { GiftsTab } from './gifts/GiftsTab';
import { LimitsTab } from './limits/LimitsTab';
import { PersonalTab } from './personal/PersonalTab';
import { PromocodeTab } from './promocode/PromocodeTab';
import { ProfileSecurityTab } from './security/ProfileSecurityTab';
import { VerificationTab } from './verification/VerificationTab';
import { PROFILE_TABS, ProfileTabs, type ProfileTab } from './ProfileTabs';

/** The tab of a `/profile/{tab}` segment; an unknown segment shows the default tab. */
export function profileTabOf(segment: string | undefined): ProfileTab | 'promocode' {
  if (segment === 'promocode') return 'promocode';
  return (PROFILE_TABS as readonly string[]).includes(segment ?? '') ? (segment as ProfileTab) : 'default';
}

/** The profile route (login required; alias /users): tab bar with logout, then the tab. */
export function ProfilePage({ segment }: { segment?: string }) {
  const locale = splitLocale(usePathname()).locale ?? DEFAULT_LOCALE;
  const active = profileTabOf(segment);
  const intl = useIntl();
  return (
    <ProfileTabs
      title={intl.formatMessage({ id: 'shell.profile.title' })}
      active={active === 'promocode' ? 'default' : active}
      hrefOf={(tab) => localePath(locale, tab === 'default' ? '/profile' : `/profile/${tab}`)}
      logout={<LogoutButton />}
    >
      {active === 'limits' ? (
        <LimitsTab locale={locale} />
      ) : active === 'security' ? (
        <ProfileSecurityTab />
      ) : active === 'games-history' ? (
        <GamesHistoryTab locale={locale} />
      ) : active === 'verification' ? (
        <VerificationTab />
      ) : active === 'gifts' ? (
        <GiftsTab locale={locale} />
      ) : active === 'level' ? (
        <LevelTab />
      ) : active === 'promocode' ? (
        <PromocodeTab locale={locale} />
      ) : (
        <PersonalTab />
      )}
    </ProfileTabs>
  );
}
