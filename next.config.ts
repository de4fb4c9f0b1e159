import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The platform (Fastify) and socket.io share the HTTP server with Next through server.ts.
  poweredByHeader: false,
  // NEXT_DIST_DIR lets two checkouts' work (or two developers' e2e runs) build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Trailing slashes are removed by redirect (spec P2 "Router behaviour").
  trailingSlash: false,
  allowedDevOrigins: ['127.0.0.1', 'localhost'],
  // The whole repository (platform included) is type-checked once by `npm run typecheck`, which
  // `npm test` runs; doing it again inside every `next build` only doubles the time.
  typescript: { ignoreBuildErrors: true },
  turbopack: {
    resolveAlias: {
      // The browser gets its catalogs parsed (messages/load.ts compileCatalog), so react-intl's ICU
      // parser (~8 KB gzip) stays off every first page; catalogs loaded as strings later bring the
      // full parser with them (site/core/i18n/icu-parser.ts). The server keeps the parser.
      '@formatjs/icu-messageformat-parser': { browser: '@formatjs/icu-messageformat-parser/no-parser.js' },
    },
  },
};

export default nextConfig;
