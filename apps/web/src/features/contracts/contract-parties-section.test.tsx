import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderWith } from '../../testing/render';
import { initialForm, type FormState } from './contract-form-state';
import { ContractPartiesSection } from './contract-parties-section';

const linked = [
  { company_id: 's1', company_name: 'Prairie Gold', company_type: 'reseller', sap_id: '0012345678' },
  { company_id: 's2', company_name: 'North Star', company_type: 'reseller', sap_id: '0012345680' },
].map((c, i) => ({
  ...c,
  link_id: `l${i}`,
  city: null,
  state: null,
  enogen_dealer: c.company_id === 's1',
  allow_non_enogen_contracts: false,
}));

const input = (label: RegExp) => screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT')!;

function Section({ start, seen }: { start: FormState; seen: (form: FormState) => void }) {
  const [form, setForm] = useState(start);
  seen(form);
  return (
    <ContractPartiesSection
      form={form}
      setForm={(update) => setForm(update)}
      amending={false}
      receiverLocked={false}
      receivers={[]}
      linked={linked}
      yearOptions={[]}
      languages={['en']}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ContractPartiesSection', () => {
  it('2.177: the grain receiver is searched on the server, so any receiver can be chosen', async () => {
    const fetch = answer({
      'GET /api/company-search': {
        body: {
          data: {
            items: [{ company_id: 'r101', company_name: 'Zeta Ethanol', company_type: 'grain-receiver', sap_id: null }],
          },
        },
      },
    });
    let form = initialForm();
    renderWith(<Section start={initialForm()} seen={(f) => (form = f)} />);
    fireEvent.change(input(/^Grain receiver/), { target: { value: 'Zeta' } });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const url = fetch.mock.calls[0]![0] as URL;
    expect(url.searchParams.get('search_name')).toBe('Zeta');
    expect(url.searchParams.get('company-type')).toBe('grain-receiver,3PO');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    fireEvent.change(input(/^Grain receiver/), { target: { value: 'Zeta Ethanol' } });
    expect(form.receiver).toEqual({ id: 'r101', name: 'Zeta Ethanol', sap_id: null });
  });

  it('1.50: offers only linked resellers that may contract, and asks the server for those only', async () => {
    const fetch = answer({ 'GET /api/company-search': { body: { data: { items: [] } } } });
    renderWith(<Section start={initialForm()} seen={() => {}} />);
    const reseller = input(/^Reseller/);
    fireEvent.focus(reseller);
    fireEvent.click(reseller);
    expect(await screen.findByText('Prairie Gold (0012345678)')).toBeTruthy();
    expect(screen.queryByText('North Star (0012345680)')).toBeNull();
    fireEvent.change(reseller, { target: { value: 'Nor' } });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect((fetch.mock.calls[0]![0] as URL).searchParams.get('contract_reseller')).toBe('true');
  });

  it("2.09: with a reseller chosen, the grower search asks only for that reseller's growers", async () => {
    const fetch = answer({ 'GET /api/grower-search': { body: { growers: [] } } });
    const start = { ...initialForm(), reseller: { id: 's1', name: 'Prairie Gold', sap_id: '0012345678' } };
    renderWith(<Section start={start} seen={() => {}} />);
    fireEvent.change(input(/^Grower/), { target: { value: 'Han' } });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const url = fetch.mock.calls[0]![0] as URL;
    expect(url.searchParams.get('query')).toBe('Han');
    expect(url.searchParams.get('reseller_id')).toBe('s1');
  });
});
