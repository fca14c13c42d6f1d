// Development: the API with reload on PORT (3000) and Vite's dev server on 5173, proxying /api.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, STATIC_DIR: 'no-static-in-dev' } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: process.env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exit(code ?? 0); });
