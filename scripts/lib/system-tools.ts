/**
 * @module
 * The programs the tests and the bench need beyond npm packages (redis-server, Chromium and its
 * headless shell, nginx, wrk): found on PATH, else installed on the spot with apt when this user
 * can (root on Debian or Ubuntu), else a one-line error naming the exact command to run. No npm package ships a usable
 * build of these for this machine (Playwright's own browser download is blocked here), so the
 * system package manager is the source.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface SystemTool {
  /** The program's name on PATH, e.g. `redis-server`. */
  readonly binary: string;
  /** The Debian package that ships it. */
  readonly aptPackage: string;
  /** Why the project needs it, for the messages. */
  readonly neededBy: string;
  /** An environment variable that may name the program's path instead (e.g. CHROMIUM_PATH). */
  readonly pathVariable?: string;
}

export const REDIS: SystemTool = { binary: 'redis-server', aptPackage: 'redis-server', neededBy: 'the Redis store tests and the plans bench' };
/** Full Chromium, for the pages bench: Lighthouse runs it in the new headless mode, which the shell below lacks. */
export const CHROMIUM: SystemTool = {
  binary: 'chromium',
  aptPackage: 'chromium',
  neededBy: 'the pages bench',
  pathVariable: 'CHROMIUM_PATH',
};
/**
 * The same Chromium build without the desktop browser around it (Debian's headless shell, what
 * Playwright itself runs headless): the end-to-end tests' browser, a fifth less CPU per page.
 */
export const CHROMIUM_HEADLESS_SHELL: SystemTool = {
  binary: 'chromium-headless-shell',
  aptPackage: 'chromium-headless-shell',
  neededBy: 'the end-to-end tests',
  pathVariable: 'CHROMIUM_PATH',
};
export const NGINX: SystemTool = { binary: 'nginx', aptPackage: 'nginx', neededBy: "the server bench's baseline" };
export const WRK: SystemTool = { binary: 'wrk', aptPackage: 'wrk', neededBy: "the server bench's load generator" };

const SEARCH_PATH = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** The program's full path, or undefined when it is not installed. */
export function findTool(tool: SystemTool, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const given = tool.pathVariable ? env[tool.pathVariable] : undefined;
  if (given) return given;
  // nginx lives in /usr/sbin, which a non-login PATH may lack.
  const dirs = [...(env.PATH ?? '').split(delimiter).filter(Boolean), ...SEARCH_PATH];
  for (const dir of dirs) {
    const candidate = join(dir, tool.binary);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** The command a person would run to install the tool. */
export const installCommand = (tool: SystemTool) => `sudo apt-get install -y ${tool.aptPackage}`;

const canUseApt = () => process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

function apt(args: string[]): void {
  // Another apt (a second test project, an unattended upgrade) may hold the lock: wait for it.
  execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * The program's path, installing it first when it is missing and this user can. Throws a
 * one-line error naming the command to run otherwise.
 */
export function ensureTool(tool: SystemTool, log: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): string {
  const found = findTool(tool);
  if (found) return found;
  if (!canUseApt()) throw new Error(`${tool.binary} is needed by ${tool.neededBy} and is not installed: run \`${installCommand(tool)}\``);
  log(`${tool.binary} is needed by ${tool.neededBy}: installing the ${tool.aptPackage} package with apt-get…`);
  try {
    apt(['install', '-y', tool.aptPackage]);
  } catch {
    // A fresh machine has no package lists yet.
    apt(['update']);
    apt(['install', '-y', tool.aptPackage]);
  }
  const installed = findTool(tool);
  if (!installed) throw new Error(`${tool.binary} is still missing after installing ${tool.aptPackage}: run \`${installCommand(tool)}\``);
  log(`${tool.binary} installed: ${installed}`);
  return installed;
}
