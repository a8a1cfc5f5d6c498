import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { removeDetached } from './discard-fs.ts';

const scratch = mkdtempSync(join(tmpdir(), 'countries-discard-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true, maxRetries: 5 }));

describe('removeDetached', () => {
  it('removes a whole folder tree after returning, leaving what is beside it', async () => {
    const doomed = join(scratch, 'dist.replaced-1');
    for (const dir of ['api/country', 'flags']) mkdirSync(join(doomed, dir), { recursive: true });
    for (let i = 0; i < 50; i++) writeFileSync(join(doomed, 'api/country', `${i}.json`), '{}');
    writeFileSync(join(doomed, 'flags', 'DE.svg'), '<svg/>');
    const kept = join(scratch, 'dist');
    mkdirSync(kept);

    removeDetached(doomed);
    await vi.waitFor(() => expect(existsSync(doomed)).toBe(false), { timeout: 20_000, interval: 50 });
    expect(existsSync(kept)).toBe(true);
  });
});
