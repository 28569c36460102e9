// `npm run dev`: the API with reload on 3001 and Vite's dev server with hot reload on 3000,
// which forwards /api to the API (see vite.config.ts).
import { spawn, spawnSync } from 'node:child_process';

// The pages ask for photos in public/photos, which the image step makes (only what changed).
const images = spawnSync(process.execPath, ['scripts/build-images.mjs'], { stdio: 'inherit' });
if (images.status !== 0) process.exit(images.status ?? 1);

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, SERVE_CLIENT: 'false' },
  }),
  spawn('npx', ['react-router', 'dev', '--port', process.env.PORT ?? '3000'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
