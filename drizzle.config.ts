import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the module schemas re-exported by platform/db/schema.ts.
// Run `flock /tmp/reelhouse-drizzle.lock npm run db:generate` so that parallel work never
// produces two migrations with one number.
export default defineConfig({
  dialect: 'postgresql',
  schema: './platform/db/schema.ts',
  out: './platform/db/migrations',
  casing: 'snake_case',
});
