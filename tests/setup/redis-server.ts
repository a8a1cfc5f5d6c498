/** Global setup of the process layer: a redis-server binary for the Redis store's tests, installed when missing. */
import { ensureTool, REDIS } from '../../scripts/lib/system-tools.ts';

export default function setup() {
  ensureTool(REDIS);
}
