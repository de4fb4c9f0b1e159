import { queryOptions } from '@tanstack/react-query';
import { StaffAchievementsSchema } from '../../schemas/achievements';
import type { StaffRole } from '../../schemas/staff';
import { BackofficeApiError, backofficeFetch } from '../api';

/** Who defines achievements (the platform's WRITERS in platform/achievements/routes.ts); admin passes every check, support reads. */
export const ACHIEVEMENT_WRITERS: readonly StaffRole[] = ['marketing', 'admin'];
export const canWriteAchievements = (role: StaffRole) => ACHIEVEMENT_WRITERS.includes(role);

const retry = (count: number, err: unknown) => !(err instanceof BackofficeApiError && err.status < 500) && count < 2;

export const ACHIEVEMENTS_KEY = '/api/backoffice/achievements';

/** Every achievement with how many players earned it. */
export const achievementsQuery = () =>
  queryOptions({ queryKey: [ACHIEVEMENTS_KEY], queryFn: ({ signal }) => backofficeFetch(ACHIEVEMENTS_KEY, StaffAchievementsSchema, { signal }), retry });
