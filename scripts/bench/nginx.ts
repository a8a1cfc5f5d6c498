/**
 * @module
 * The baseline of the server bench: nginx serving the same build, with `worker_processes auto`
 * (a worker per core, as nginx is run in production), installed with apt when missing
 * (scripts/lib/system-tools.ts). It serves the static files only; a query-string URL has no
 * meaning to it. With `reusePort`, each worker has its own listening socket (`listen … reuseport`)
 * and the kernel spreads the connections over them, as it does over `npm start`'s serving
 * threads; without it, the workers race to accept from one socket, and how many connections each
 * wins changes its rate from run to run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { ensureTool, NGINX } from '../lib/system-tools.ts';
import { freePort, startProcess, stopProcess, waitForHttp, withChildren } from './processes.ts';

export interface StaticServer {
  name: 'nginx';
  /** What it is and how it was set up, for the report. */
  description: string;
  origin: string;
  /** Its processes, for CPU time (nginx: master and worker). */
  pids(): number[];
  stop(): Promise<void>;
}

const q = (path: string) => JSON.stringify(path);

/** An nginx configuration that keeps every file it writes inside `dir`. */
export function nginxConfig(o: { dir: string; root: string; port: number; reusePort?: boolean }): string {
  const { dir, root, port } = o;
  // As root the worker would drop to `nobody`, who may not read the build folder.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  return `# Written by scripts/bench/nginx.ts for one bench run.
daemon off;
master_process on;
worker_processes auto;
${user}
pid ${q(join(dir, 'nginx.pid'))};
error_log ${q(join(dir, 'error.log'))} warn;
events { worker_connections 1024; }
http {
  types {
    application/json json; text/csv csv; application/xml xml; text/html html; text/css css;
    text/javascript js; image/svg+xml svg; image/png png; text/plain txt;
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types application/json text/csv application/xml text/plain;
  # Logged to a buffered file, as our server batches its log lines.
  access_log ${q(join(dir, 'access.log'))} combined buffer=64k flush=1s;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  # Identity responses on both sides; our server is asked for no encoding either.
  gzip off;
  keepalive_timeout 65s;
  # nginx closes a connection after 1000 requests by default; Node never does.
  keepalive_requests 1000000;
  client_body_temp_path ${q(join(dir, 'client_body'))};
  proxy_temp_path ${q(join(dir, 'proxy'))};
  fastcgi_temp_path ${q(join(dir, 'fastcgi'))};
  uwsgi_temp_path ${q(join(dir, 'uwsgi'))};
  scgi_temp_path ${q(join(dir, 'scgi'))};
  server {
    listen 127.0.0.1:${port}${o.reusePort ? ' reuseport' : ''};
    root ${q(root)};
    location /api/ { try_files $uri =404; }
  }
}
`;
}

/** nginx over `root`, its files in `dir`; `probe` is a path that must answer 200 once it is up. */
export async function startNginx(root: string, dir: string, probe: string, o: { reusePort?: boolean } = {}): Promise<StaticServer> {
  const nginx = ensureTool(NGINX);
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, root, port, reusePort: o.reusePort === true }));
  // nginx -v writes to standard error.
  const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim() || 'nginx';
  const log = join(dir, 'nginx.out');
  // -e: the compiled-in error log (/var/log/nginx) is opened before the config is read.
  const child = startProcess(nginx, ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf], { logFile: log });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(origin + probe, child, 'nginx', join(dir, 'error.log'));
  } catch (e) {
    await stopProcess(child);
    throw e;
  }
  return {
    name: 'nginx',
    description: `${version.replace('nginx version: ', '')} (worker_processes auto, ${o.reusePort ? 'listen reuseport' : 'default listen'}, sendfile on, gzip off, keepalive, access log buffered to a file)`,
    origin,
    pids: () => (child.pid ? withChildren(child.pid) : []),
    stop: () => stopProcess(child),
  };
}
