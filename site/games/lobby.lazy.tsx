'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../core/ui/Hydrate';

// The lobby's client parts as the server page imports them: in the server's HTML, their code
// (tiles, rows, the games stylesheet's class map) loaded once the page's first scripts ran, as
// each part nears the screen (site/core/ui/Hydrate.tsx). A client module a server page imports is
// first-load script; these twins keep the real modules out of it.
export const LobbyRows = hydrateLater(dynamic(() => import('./LobbyRows').then((m) => m.LobbyRows)));
export const LobbyIntro = hydrateLater(dynamic(() => import('./LobbyIntro').then((m) => m.LobbyIntro)));
