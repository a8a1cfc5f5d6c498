/** A setup file of the layers that start processes: what a test file started ends with the file, pass or fail. */
import { afterAll } from 'vitest';
import { killOwned } from '../owned-processes.ts';

afterAll(() => {
  killOwned();
});
