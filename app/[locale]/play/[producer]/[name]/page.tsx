import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { isLocale } from '@/schemas/locales';
import { GamePage } from '@/site/games/play/GamePage';
import { gamePageHref, parseMode, registrationHref } from '@/site/games/play/launch-state';
import { loadGameItem } from '@/site/games/play/server';
import { loadSessionPlayer } from '@/site/core/stores/load-session';
import { notFoundPage } from '@/site/routing/not-found-page';

type Params = Promise<{ locale: string; producer: string; name: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { producer, name } = await params;
  const game = await loadGameItem((await headers()).get('cookie'), producer, name);
  return game ? { title: game.title } : { robots: { index: false, follow: true } };
}

/**
 * /play/{producer}/{name}?mode=real|demo (spec C2): an unknown game is the site's 404; a guest's
 * real game goes to registration with the full target in `redirect`; the rest is the client's
 * (region, launch, profile fields, limits).
 */
export default async function Play({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { locale, producer, name } = await params;
  if (!isLocale(locale)) notFound();
  const cookie = (await headers()).get('cookie');
  const game = await loadGameItem(cookie, producer, name);
  if (!game) return notFoundPage();
  const mode = parseMode((await searchParams).mode);
  if (mode === 'real' && !(await loadSessionPlayer(cookie))) redirect(registrationHref(locale, gamePageHref(locale, producer, name, 'real')));
  return <GamePage game={game} mode={mode} locale={locale} producer={producer} name={name} />;
}
