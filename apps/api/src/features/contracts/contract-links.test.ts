import type { ContractView } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DEMO, injectAs, json } from '../../../test/portal';
import { buildContract } from '../../../test/factories';
import {
  company,
  create,
  db,
  getContract,
  grower,
  hansenPayload,
  portal,
  setUpContractsPortal,
  type Created,
} from './contracts.fixtures';

setUpContractsPortal();

const viewAs = async (user: string, id: string) => {
  const response = await getContract(user, id);
  expect(response.statusCode).toBe(200);
  return json<{ contract: ContractView }>(response).contract;
};

/** A contract of the given companies (Cornbelt and Prairie Gold, which the demo receiver sees, by default). */
const contractAt = (overrides: Partial<Parameters<typeof buildContract>[1]> = {}) =>
  buildContract(db(), {
    grainReceiverId: company.cornbelt,
    externalReferenceId: company.prairieGold,
    growerId: grower.hansen,
    ...overrides,
  });

describe('an amendment and the contract it replaced', () => {
  it('link to each other both ways', async () => {
    const original = await contractAt({ contractState: 'voided' });
    const amendment = await contractAt({
      contractState: 'amendment_completed',
      parentVoidedContractId: original.contractId,
    });
    const child = await viewAs(DEMO.receiver, amendment.contractId);
    expect(child.amends).toEqual({
      contract_id: original.contractId,
      new_contract_id: original.newContractId,
      company_id: company.cornbelt,
    });
    expect(child.amended_by).toBeNull();
    const parent = await viewAs(DEMO.receiver, original.contractId);
    expect(parent.amended_by).toEqual({
      contract_id: amendment.contractId,
      new_contract_id: amendment.newContractId,
      company_id: company.cornbelt,
    });
    expect(parent.amends).toBeNull();
  });

  it('a contract the reader may not see is not named (neither way)', async () => {
    const hidden = { grainReceiverId: company.horizon, externalReferenceId: company.heartland };
    const hiddenOriginal = await contractAt({ ...hidden, contractState: 'voided' });
    expect((await getContract(DEMO.receiver, hiddenOriginal.contractId)).statusCode).toBe(404);
    const amendment = await contractAt({
      contractState: 'amendment_pending',
      parentVoidedContractId: hiddenOriginal.contractId,
    });
    const child = await viewAs(DEMO.receiver, amendment.contractId);
    expect(child.parent_voided_contract_id).toBe(hiddenOriginal.contractId);
    expect(child.amends).toBeNull();
    expect(JSON.stringify(child)).not.toContain(hiddenOriginal.newContractId);

    const original = await contractAt({ contractState: 'voided' });
    const hiddenAmendment = await contractAt({
      ...hidden,
      contractState: 'amendment_pending',
      parentVoidedContractId: original.contractId,
    });
    const parent = await viewAs(DEMO.receiver, original.contractId);
    expect(parent.amended_by).toBeNull();
    expect(JSON.stringify(parent)).not.toContain(hiddenAmendment.contractId);
    expect(JSON.stringify(parent)).not.toContain(hiddenAmendment.newContractId);
    // the admin sees both
    expect((await viewAs(DEMO.admin, original.contractId)).amended_by?.contract_id).toBe(hiddenAmendment.contractId);
  });
});

describe("the contract's userInfo", () => {
  it('names who created it (from its created history entry)', async () => {
    const response = await create(DEMO.receiver, await hansenPayload());
    expect(response.statusCode).toBe(201);
    const created = json<Created>(response);
    const view = await viewAs(DEMO.receiver, created.contract_id);
    expect(view.user_info).toMatchObject({ user_email: DEMO.receiver });
    expect(view.user_info?.user_name).toBeTruthy();
    expect(view.user_info?.user_id).toBe(view.contract_history.created_user_info?.user_id);
  });

  it('is null for a contract without a created entry', async () => {
    const row = await contractAt();
    expect((await viewAs(DEMO.receiver, row.contractId)).user_info).toBeNull();
  });
});

describe('the signed PDF of an amendment', () => {
  it('is served once the amendment is amendment_completed', async () => {
    const { files } = portal.app.deps;
    const key = files.newKey('signed-contracts', 'pdf');
    await files.put(key, new TextEncoder().encode('%PDF-1.7 signed amendment'), 'application/pdf');
    const original = await contractAt({ contractState: 'voided' });
    const amendment = await contractAt({
      contractState: 'amendment_completed',
      parentVoidedContractId: original.contractId,
      signedDocKey: key,
    });
    const view = await viewAs(DEMO.receiver, amendment.contractId);
    expect(view.signed_doc_link).toBeTruthy();
    const pdf = await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: view.signed_doc_link! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });
});
