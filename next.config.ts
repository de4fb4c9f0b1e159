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
};

export default nextConfig;
