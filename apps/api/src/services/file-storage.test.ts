import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage } from './file-storage';

const dataDir = mkdtempSync(join(tmpdir(), 'files-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('local file storage', () => {
  const files = createFileStorage({ dataDir });

  it('puts, gets and deletes a file with its content type under server-made keys', async () => {
    const key = files.newKey('templates', 'pdf');
    expect(key).toMatch(/^templates\/[0-9a-f-]{36}\.pdf$/);
    await files.put(key, Buffer.from('%PDF-1.7 hello'), 'application/pdf');
    const stored = await files.get(key);
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.bytes.toString()).toBe('%PDF-1.7 hello');
    await files.delete(key);
    expect(await files.get(key)).toBeNull();
    await files.delete(key); // deleting twice is fine
  });

  it('answers null for a key that was never stored', async () => {
    expect(await files.get(files.newKey('templates', 'pdf'))).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../secret.pdf', 'templates/../../x.pdf', '/etc/passwd', 'Templates/A.PDF', 'templates/a'])
      await expect(files.get(key), key).rejects.toThrow('Invalid file key');
  });
});
