import { z } from 'zod';
import { multiLine, oneLine } from '../validation';
import { PARAMS_ISSUE_CODES } from '../widget-params';

/** What pages, files, banners, configs and the back office share: timestamps, links, group ids, keys, HTML and its issues. */

/** ISO-8601 timestamp with an offset or `Z`, as every other API timestamp. */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });

/**
 * A link or image address an editor may write: a site path (`/promotions`, not `//host`) or an
 * absolute http(s) URL. Anything else (`javascript:`, `data:`) is refused.
 */
export const CmsUrlSchema = oneLine()
  .trim()
  // An empty field is only "required": the shape check after it would add a second message to
  // the same field (and count as a second problem in the editor).
  .min(1, { error: 'is required', abort: true })
  .max(2000, { error: 'must be at most 2000 characters', abort: true })
  .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s]+$/i.test(v), {
    error: 'must be a site path such as /promotions, or an address starting with http:// or https://',
  });

/** A player group id (spec P6: VIP levels 257-759, testers 21 and 916, ...). */
export const GroupIdSchema = z.number().int().positive().max(2_147_483_647);
/** At most 100 group ids; empty means "no group restriction". */
export const GroupIdsSchema = z.array(GroupIdSchema).max(100, 'must list at most 100 groups');

/** A lower-case identifier: slot locations, banner ids, categories, promotion page slugs. */
export const CmsKeySchema = oneLine()
  .trim()
  .min(1, 'is required')
  .max(64, 'must be at most 64 characters')
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'may use only a-z, 0-9, - and _');

/** A problem found in CMS content by the placeholder checker (`checkContent` of schemas/widget-params.ts). */
export const CmsContentIssueSchema = z.object({
  /** The placeholder as written, e.g. `#GameRow[limit=99]#`. */
  placeholder: z.string(),
  /** The widget name it asks for (may be unknown). */
  name: z.string(),
  message: z.string(),
  /** Character offset of the placeholder in the content. */
  index: z.number().int(),
  /** When `message` is one of the checker's coded sentences (schemas/widget-params.ts ParamsIssueCode): its code and values, for a translated line. */
  code: z.enum(PARAMS_ISSUE_CODES).optional(),
  values: z.record(z.string(), z.string()).optional(),
});
export type CmsContentIssue = z.infer<typeof CmsContentIssueSchema>;

/**
 * The 422 answer of a publish (or seed) refused because of content issues: the usual error
 * shape (`errors.content` holds the messages) plus the issues with their positions.
 */
export const CmsContentErrorSchema = z.object({
  error: z.literal('content_invalid'),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  issues: z.array(CmsContentIssueSchema),
});
export type CmsContentError = z.infer<typeof CmsContentErrorSchema>;

/** HTML content above this size is refused (413) before it is parsed or stored. */
export const CMS_CONTENT_MAX_BYTES = 1_000_000;

/**
 * CMS HTML as editors write it: stored as written (the site's renderer sanitizes it), but a
 * `<script` anywhere is refused outright so no stored page ever carries one.
 */
export const CmsHtmlSchema = multiLine()
  .max(CMS_CONTENT_MAX_BYTES, 'is larger than 1 MB')
  .refine((v) => !/<\s*script/i.test(v), { error: 'must not contain <script> tags' });
