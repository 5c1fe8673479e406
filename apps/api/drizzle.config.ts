import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  // new migrations are named by their creation time (not the next free number), so two branches that each add
  // one never produce the same file name; `drizzle-kit check` (CI) refuses two that collide
  migrations: { prefix: 'timestamp' },
});
