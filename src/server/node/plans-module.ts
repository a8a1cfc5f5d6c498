/**
 * @module
 * The plans' module (the plan table's schema and the stores), loaded only when plans are on, by
 * the main thread and by serving threads that count themselves (serve-thread.ts): from the
 * server's bundle, a sibling module of the thread's own.
 */
import { moduleAt } from '../../lib/modules.ts';

export const plansModule = async () =>
  (await import(moduleAt('../../stores/from-env-fs.ts', 'from-env-fs', import.meta.url).href)) as typeof import('../../stores/from-env-fs.ts');
