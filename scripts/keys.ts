/**
 * `npm run keys -- create --plan PRO [--name label] | list | set-plan <id> <PLAN> | revoke <id>`:
 * manages the API keys of the store the environment names (REDIS_URL, else the SQLite file
 * API_USAGE_DB, default var/usage.db) against the plan table (API_PLANS_FILE, default
 * data/plans.json). See docs/plans.md.
 */
import { fileURLToPath } from 'node:url';
import { asksForHelp, helpResult, runKeysCommand } from '../src/access/keys-command.ts';
import { loadPlans, plansFileOf, storeOf } from '../src/stores/from-env-fs.ts';
import { configFrom } from '../src/config/read-config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

async function main(args: readonly string[]): Promise<number> {
  if (asksForHelp(args)) {
    // Help needs neither the plan table nor the store: it works with Redis down too.
    for (const line of helpResult().out) console.log(line);
    return 0;
  }
  try {
    const config = configFrom(process.env, 'npm run keys');
    const plans = loadPlans(plansFileOf(root, config));
    const { store, description } = await storeOf(root, config);
    try {
      await store.ping().catch((e: unknown) => {
        throw new Error(`The usage store (${description}) does not answer: ${e instanceof Error ? e.message : String(e)}`);
      });
      const result = await runKeysCommand(args, { store, plans, now: Date.now });
      for (const line of result.out) console.log(line);
      for (const line of result.err) console.error(line);
      return result.exitCode;
    } finally {
      await store.close();
    }
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    return 1;
  }
}

// No process.exit: it would drop what is still queued for a pipe (`keys list | cat` past 64 KB).
// With the store closed nothing keeps the process alive, so it ends once the output is written.
process.exitCode = await main(process.argv.slice(2));
