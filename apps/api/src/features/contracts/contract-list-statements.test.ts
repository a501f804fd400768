import { DEMO } from '../../../test/portal';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_NAMED_STATEMENTS } from '../../db/raw-query';
import { ALL_STATES, company, cornbeltPlan, db, list, setUpContractsPortal } from './contracts.fixtures';

/** The contracts list's prepared statements: each connection keeps every one it prepared for its life. */
setUpContractsPortal();

/** The names of the prepared statements the database handle was asked to run, while a test runs. */
const names = new Set<string>();
let restore: () => void = () => undefined;
beforeEach(() => {
  names.clear();
  const session = db()._.session;
  const prepareQuery = session.prepareQuery;
  session.prepareQuery = function (this: typeof session, ...args: Parameters<typeof prepareQuery>) {
    if (args[2]) names.add(args[2]);
    return prepareQuery.apply(this, args);
  } as typeof prepareQuery;
  restore = () => (session.prepareQuery = prepareQuery);
});
afterEach(() => restore());

describe('N-3: the contracts list names a bounded number of prepared statements', () => {
  it('N-3: distinct limits, offsets and orders or repeats of the statuses share one named statement', async () => {
    const states = ALL_STATES.split(',');
    for (let limit = 1; limit <= 12; limit++) {
      const offset = limit % 4;
      const status = [...states.slice(0, 3)]
        .reverse()
        .concat(states.slice(0, (limit % 3) + 1))
        .join(',');
      await list(DEMO.admin, `?limit=${limit}&offset=${offset}&contract_status=${status}`);
    }
    expect([...names].filter((name) => name.startsWith('contract_list'))).toHaveLength(1);
  });

  it('N-3: past the bound, more query shapes run as unnamed statements, and still answer', async () => {
    const filters = [
      'year=2026',
      'grower_name=Han',
      'grower_sap_id=0030000001',
      'new_contract_id=26',
      `production_plan_id=${cornbeltPlan}`,
      `external_reference_id=${company.cornbelt}`,
      `signer_external_reference_id=${company.cornbelt}`,
    ];
    const states = ALL_STATES.split(',');
    let shapes = 0;
    for (let subset = 0; subset < 2 ** filters.length; subset++) {
      const chosen = filters.filter((_, i) => subset & (2 ** i));
      const status = states.slice(0, (subset % 2) + 1).join(',');
      await list(DEMO.admin, `?${[...chosen, `contract_status=${status}`].join('&')}`);
      shapes++;
    }
    expect(shapes).toBeGreaterThan(MAX_NAMED_STATEMENTS);
    expect(names.size).toBeGreaterThan(0);
    expect(names.size).toBeLessThanOrEqual(MAX_NAMED_STATEMENTS);
  });
});
