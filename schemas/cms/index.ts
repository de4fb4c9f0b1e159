/**
 * The CMS contract (spec C3 "Static page", "Terms file", "Awards", "Banner"; C7 and P7 CMS and
 * config calls): public pages, snippets, files and config documents, and the back-office payloads
 * that edit them (`/api/backoffice/cms/...`). One file per part: `shared.ts` (what every part
 * uses), `pages.ts`, `files.ts` (snippets and files), `banners.ts`, `configs.ts` (config
 * documents and managers), `admin.ts` (the back office); `fields.ts` holds the text builders.
 * This index re-exports every part, so `schemas/cms` stays the one import; a module that needs
 * only constants imports the zod-free `schemas/cms-constants.ts` instead (the site's first load).
 *
 * Naming: API entities are snake_case like the rest of the API (`group_ids`, `second_button`,
 * `updated_at`). Where the spec itself names a field of a nested design object or of a config
 * document in camelCase, the spec's name is kept verbatim so editors can copy it from the spec:
 * banner `gradient.colorLeft`, `button.frontendIdentifier`, `second_button.popup.secondTitle`,
 * `logo-config.logoUrl`, the manager's `managerName`, awards' `imgUrl`.
 *
 * Every string and array is capped: bad input is refused with a field message, never stored.
 */

// The zod-free constants, and the feature flags (spec C9/P2): defaults off except disableWWW;
// testers override them on /ffc.
export {
  AWARDS_PAGE_SLUG,
  FEATURE_FLAGS,
  FEATURE_FLAG_DEFAULTS,
  LOCALE_HEADER,
  LOCALIZED_CONFIG_NAMES,
  NEWS_SLUG_PREFIX,
  PAGE_CATEGORIES,
  PAGE_LICENCE_SUFFIXES,
  isLocalizedConfig,
  isNewsPage,
  pagePath,
  splitLicenceSuffix,
  type FeatureFlagName,
  type PageLicenceSuffix,
} from '../cms-constants';

export * from './shared';
export * from './pages';
export * from './files';
export * from './banners';
export * from './configs';
export * from './admin';
