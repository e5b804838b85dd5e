import { spawn, type ChildProcess } from 'node:child_process';

// `npm run dev`: the API server restarting on change, and Vite with hot reload in front of it. Vite proxies
// /api, /v2 and the socket to the server (vite.config.ts), so the browser talks to one origin.

const apiPort = process.env.PORT ?? '8080';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--host', process.env.HOST ?? 'localhost'], {
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://localhost:${apiPort}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) {
  child.once('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
