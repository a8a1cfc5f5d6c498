/**
 * `npm start` (`exec node scripts/start.mjs`, so that npm's signals reach this process): checks
 * the configuration and builds when needed (scripts/prepare-start.ts, in a process of its own),
 * then becomes the server, running the bundle that step made (src/server/node/main-net.ts).
 *
 * Plain JavaScript on purpose: this process is the server, and a process that loads TypeScript
 * carries the type stripper and its modules' sources for good (20–50 MB each, see
 * src/build/server-bundle-fs.ts).
 */
import { fork } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const prepare = fork(fileURLToPath(new URL('prepare-start.ts', import.meta.url)), [], { stdio: 'inherit' });

// A signal while it works (a build can take a minute) stops it, and so this process.
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'];
const forward = (signal) => prepare.kill(signal);
for (const signal of SIGNALS) process.on(signal, forward);

let ready;
prepare.on('message', (message) => (ready = message));
const code = await new Promise((resolve) => prepare.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
for (const signal of SIGNALS) process.off(signal, forward);
if (code !== 0 || !ready) process.exit(code || 1);

const { main } = await import(pathToFileURL(ready.bundle).href);
await main(ready.settings);
