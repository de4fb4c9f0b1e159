'use client';

import dynamic from 'next/dynamic';
import { hydrateLater } from '../../site/core/ui/Hydrate';

/**
 * WidgetIssue as the renderer imports it: the explanation boxes show in the editors' preview (and
 * for a crashed widget there), never on a public page, so their code stays out of every page's
 * first-load scripts and loads where a box is rendered.
 */
export const WidgetIssue = hydrateLater(dynamic(() => import('./WidgetIssue').then((m) => m.WidgetIssue)));
