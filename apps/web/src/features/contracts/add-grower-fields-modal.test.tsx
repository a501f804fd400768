import { GROWER_ADD_TEXTS } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, bodiesOf, failure, renderWith } from '../../testing/render';
import { AddGrowerFieldsModal } from './add-grower-fields-modal';

const reseller = { id: '00000000-0000-4000-8000-000000000001', name: 'Heartland Ag Supply', sap_id: null };
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('AddGrowerFieldsModal', () => {
  it('B3: checks the form with the domain texts before sending', async () => {
    const fetch = answer({});
    renderWith(<AddGrowerFieldsModal reseller={reseller} grower={null} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GROWER_ADD_TEXTS.growerName)).toBeTruthy();
    expect(screen.getByText(GROWER_ADD_TEXTS.farmName)).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/growers/v1')).toEqual([]);
  });

  it('B3: keeps what was typed when the save fails, and sends it again', async () => {
    const fetch = answer({ 'POST /api/growers/v1': failure(500, 'boom') });
    renderWith(<AddGrowerFieldsModal reseller={reseller} grower={null} onClose={() => {}} />);
    await screen.findByRole('button', { name: 'Save' });
    type('Grower name', 'Lund Family Farm');
    type('Farm name', 'Home farm');
    type('Field name', 'North 40');
    type('Acres', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GROWER_ADD_TEXTS.failed)).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/growers/v1')[0]).toMatchObject({
      reseller_id: reseller.id,
      grower: { grower_name: 'Lund Family Farm' },
      farm_name: 'Home farm',
      fields: [{ field_name: 'North 40', acres: '40' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodiesOf(fetch, 'POST /api/growers/v1')).toHaveLength(2));
    expect(bodiesOf(fetch, 'POST /api/growers/v1')[1]).toMatchObject({ grower: { grower_name: 'Lund Family Farm' } });
  });
});
