/**
 * Writes the nginx configuration the server bench runs its baseline with (nginx.ts), to run it by
 * hand beside `npm start` (README, "The server under load"), and prints the command that starts it.
 * Usage: node scripts/bench/nginx-conf.ts <folder for its files> <port> [build folder, default dist]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { nginxConfig } from './nginx.ts';

const [dirArg, portArg, rootArg = 'dist'] = process.argv.slice(2);
const port = Number(portArg);
if (!dirArg || !Number.isInteger(port) || port < 1 || port > 65535) throw new Error('usage: nginx-conf.ts <folder> <port> [build folder]');
const dir = resolve(dirArg);
mkdirSync(dir, { recursive: true });
const conf = join(dir, 'nginx.conf');
writeFileSync(conf, nginxConfig({ dir, root: resolve(rootArg), port, reusePort: true }));
console.log(`nginx -p ${dir} -e ${join(dir, 'error.log')} -c ${conf}`);
