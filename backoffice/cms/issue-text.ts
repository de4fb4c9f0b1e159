import type { IntlShape } from 'react-intl';
import type { ParamsIssueCode } from '../../schemas/widget-params';

/**
 * An issue's line in the editor's language: the checker's coded sentences (schemas/widget-params.ts
 * ParamsIssueCode: the one-of rule, names the game catalogue lacks) from the catalog, anything
 * else as the checker wrote it (English, as the platform's answers and logs).
 */
export function issueText(
  intl: IntlShape,
  issue: { name?: string; message: string; code?: ParamsIssueCode | undefined; values?: Record<string, string> | undefined },
): string {
  if (!issue.code) return issue.message;
  const v = issue.values ?? {};
  const list = (keys: string | undefined, type: 'conjunction' | 'disjunction') => intl.formatList((keys ?? '').split(',').filter(Boolean), { type });
  return intl.formatMessage(
    { id: `backoffice.cms.issue.${issue.code}` },
    { widget: issue.name ?? '', key: v.key ?? '', keys: list(v.keys, 'disjunction'), given: list(v.given, 'conjunction') },
  );
}
