import { logger } from '../../site/core/telemetry/logger';
import type { RenderIssue } from './content';

/**
 * Logs what a render met (spec: an invalid placeholder renders nothing and logs). Sanitizing is a
 * warning (the page still shows); everything else an error, with the placeholder as context.
 * The preview logs nothing: the editor sees the boxes, and drafts are not the site's errors.
 */
export function logRenderIssues(issues: readonly RenderIssue[], where: string, preview: boolean): void {
  if (preview) return;
  for (const issue of issues.slice(0, 20)) {
    const context = { where, widget: issue.name ?? null, placeholder: issue.placeholder?.slice(0, 200) ?? null };
    if (issue.code === 'CMS_CONTENT_SANITIZED') logger.warn(issue.code, issue.message, context);
    else logger.error(issue.code, issue.message, context);
  }
}
