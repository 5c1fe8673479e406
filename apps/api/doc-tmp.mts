import { buildApp } from './src/app';
import { loadConfig } from './src/config';
import { connect } from './src/db/database';

const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: 'postgres://x:y@127.0.0.1:1/z',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
});
const d = connect(config.DATABASE_URL!, 1);
const app = await buildApp({ config, db: d.db, logger: false });
await app.ready();
const doc = app.swagger();
console.log(JSON.stringify(doc));
await app.close();
await d.close();
