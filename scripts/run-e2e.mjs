/**
 * `npm run test:e2e`: builds the site, then runs the Playwright suite against `vite preview`
 * on a free loopback port (Playwright starts and stops the server).
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);
const port = await freePort();
const hostingPort = await freePort();
const extra = process.argv.slice(2).filter((argument) => argument !== '--no-build');
run('npx', ['playwright', 'test', ...extra], {
  ...process.env,
  E2E_PORT: String(port),
  E2E_HOSTING_PORT: String(hostingPort),
});
