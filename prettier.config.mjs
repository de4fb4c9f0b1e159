/**
 * Prettier, set to the style the code was written in, so the one formatting pass of the tree
 * changes as few lines as it must: single quotes, semicolons, trailing commas wherever valid,
 * two-space indent, parentheses around every arrow parameter, double quotes in JSX. Lines are up
 * to 160 characters: the code packs calls and object literals onto one line up to about that width
 * (over 4,000 lines are longer than 120), and 80 or 120 would break thousands of lines that read
 * well as they are. ESLint has no stylistic rules (eslint.config.mjs), so the two never disagree.
 *
 * @type {import('prettier').Config}
 */
export default {
  printWidth: 160,
  tabWidth: 2,
  useTabs: false,
  semi: true,
  singleQuote: true,
  jsxSingleQuote: false,
  quoteProps: 'as-needed',
  trailingComma: 'all',
  bracketSpacing: true,
  arrowParens: 'always',
  endOfLine: 'lf',
};
