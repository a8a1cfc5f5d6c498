/**
 * A reporter that fails the run when any test was skipped: a suite whose server or browser
 * would not start reports its tests as skipped, and such a run must not pass. (A run narrowed
 * by hand with `-t pattern` skips the others on purpose, so it is left alone.)
 */
import type { Reporter, TestModule, Vitest } from 'vitest/node';

export default class NoSkippedTests implements Reporter {
  private narrowed = false;

  onInit(vitest: Vitest) {
    this.narrowed = vitest.config.testNamePattern !== undefined;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (this.narrowed) return;
    const skipped = testModules.flatMap((module) =>
      [...module.children.allTests()].filter((test) => test.result().state === 'skipped').map((test) => `${module.moduleId}: ${test.fullName}`),
    );
    if (skipped.length === 0) return;
    process.stderr.write(`\n${skipped.length} test(s) did not run; every test must:\n${skipped.map((line) => `  - ${line}`).join('\n')}\n`);
    process.exitCode = 1;
  }
}
