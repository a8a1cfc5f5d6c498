/**
 * Global setup of the layers that start processes: before the run, the groups an earlier,
 * killed run left; after it (pass or fail), those of test processes that died before their
 * files ended. Each is killed and named on stderr.
 */
import { killLeftovers } from '../owned-processes.ts';

function report(when: string, left: string[]): void {
  if (left.length > 0)
    process.stderr.write(`\n${when}, killed ${left.length} process(es) the tests left running:\n${left.map((c) => `  - ${c}`).join('\n')}\n`);
}

export default function setup() {
  report('Before the run', killLeftovers());
  return () => report('After the run', killLeftovers());
}
