import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, inject, injectAs, json, type TestApp } from '../../../test/portal';
import { loadConfig } from '../../config';
import { startPortal } from '../../server';
import { insertContract, messagesAbout, tokenOf } from './signing.fixtures';

/** The portal with its request log at info, written here. */
const lines: string[] = [];
let app: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-log-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'none'),
    SEED_DEMO: 'true',
  });
  const started = await startPortal(
    config,
    { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    { memory: true },
  );
  app = started.app;
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('signing tokens', () => {
  it('never reach the log, while other requests are logged', async () => {
    const contract = await insertContract(app);
    const proposal = await injectAs(app, DEMO.receiver, {
      method: 'GET',
      url: `/api/signers?contract_id=${contract.contractId}`,
    });
    const signers = json<{ data: { signers: object[] } }>(proposal).data.signers;
    const sent = await injectAs(app, DEMO.receiver, {
      method: 'POST',
      url: '/api/signers',
      payload: { contract_id: contract.contractId, signers },
    });
    expect(sent.statusCode).toBe(200);
    const messages = await messagesAbout(app, contract.newContractId);
    const tokens = messages.map((m) => tokenOf(m.link));
    const [token] = tokens;

    expect((await inject(app, { method: 'GET', url: `/api/e-sign/${token}` })).statusCode).toBe(200);
    expect((await inject(app, { method: 'GET', url: `/api/e-sign/${token}/document` })).statusCode).toBe(200);
    expect(
      (
        await inject(app, {
          method: 'POST',
          url: `/api/e-sign/${token}`,
          payload: { signature_name: 'X', agree: true },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await inject(app, {
          method: 'POST',
          url: `/api/e-sign/${token}`,
          payload: { signature_name: 'Erik Hansen', agree: true },
        })
      ).statusCode,
    ).toBe(200);
    const decline = { method: 'POST', url: `/api/e-sign/${tokens[1]}/decline`, payload: { reason: 'No' } } as const;
    expect((await inject(app, decline)).statusCode).toBe(204);

    const log = lines.join('');
    expect(log).toContain('/api/signers');
    expect(log).toContain('incoming request');
    for (const t of tokens) expect(log).not.toContain(t);
    expect(log).not.toContain('/api/e-sign/');
  });
});
