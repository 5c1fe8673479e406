// npm run dev: API with reload (tsx watch) on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const run = (args, env = {}) => spawn('npm', args, { stdio: 'inherit', env: { ...process.env, ...env } });
const children = [
  run(['run', 'dev', '-w', '@fitfit/api'], { SPLASH_DELAY_MS: process.env.SPLASH_DELAY_MS ?? '0' }),
  run(['run', 'dev', '-w', '@fitfit/web']),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && process.exit(code));
console.log('Développement : http://localhost:5173 (API sur http://localhost:3000)');
