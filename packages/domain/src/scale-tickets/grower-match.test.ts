import { describe, expect, it } from 'vitest';
import { contractGrowerNames, ticketsWithContracts, unmatchedGrowers } from './grower-match';
import type { ScaleTicketFields, TicketContract } from './scale-ticket.schema';

const contract = (over: Partial<TicketContract>): TicketContract => ({
  contract_id: 'c1',
  new_contract_id: '26COR1000000001',
  grower_name: 'Lakeside Farms',
  contract_state: 'completed',
  production_plan_id: 'p1',
  inventory_code: '26COR1',
  company_name: 'Prairie Grain',
  contract_type: 'enogen',
  contract_year: 2026,
  ...over,
});
const CONTRACTS = [
  contract({}),
  contract({ contract_id: 'c2', new_contract_id: '26COR1000000002' }),
  contract({
    contract_id: 'c3',
    new_contract_id: '26COR1000000003',
    grower_name: 'Creek Acres',
    contract_state: 'amendment_completed',
  }),
  contract({
    contract_id: 'c4',
    new_contract_id: '26COR1000000004',
    grower_name: 'Pending Farm',
    contract_state: 'pending',
  }),
];
const ticket = (grower_name: string, original_new_contract_id: string | null = null) =>
  ({ grower_name, original_new_contract_id, scale_ticket_number: '1' }) as ScaleTicketFields;

describe('grower matching', () => {
  it('lists the file’s growers without a completed contract once, in file order', () => {
    const tickets = [ticket('lakeside  farms'), ticket('Pending Farm'), ticket('Hill Top'), ticket('pending farm ')];
    expect(unmatchedGrowers(tickets, CONTRACTS)).toEqual(['Pending Farm', 'Hill Top']);
  });

  it('gives matched tickets their contract, the file’s contract number choosing among several', () => {
    const out = ticketsWithContracts(
      [ticket('LAKESIDE FARMS'), ticket('Lakeside Farms', '26cor1000000002'), ticket('Creek Acres')],
      CONTRACTS,
      {},
    );
    expect(out?.map((t) => [t.grower_name, t.original_new_contract_id])).toEqual([
      ['Lakeside Farms', '26COR1000000001'],
      ['Lakeside Farms', '26COR1000000002'],
      ['Creek Acres', '26COR1000000003'],
    ]);
  });

  it('waits until every unmatched grower is assigned, then uses the assigned contract', () => {
    const tickets = [ticket('Hill Top'), ticket('Creek Acres')];
    expect(ticketsWithContracts(tickets, CONTRACTS, {})).toBeNull();
    const out = ticketsWithContracts(tickets, CONTRACTS, { 'Hill Top': 'c3' });
    expect(out?.[0]).toMatchObject({ grower_name: 'Creek Acres', original_new_contract_id: '26COR1000000003' });
  });

  it('spells matched growers as their contract does', () => {
    const spell = contractGrowerNames(CONTRACTS);
    expect(['lakeside farms ', 'Pending Farm', ' Hill Top'].map(spell)).toEqual([
      'Lakeside Farms',
      'Pending Farm',
      'Hill Top',
    ]);
  });
});
