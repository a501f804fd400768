import { STEWARDSHIP_MESSAGES as M, type GrowerField } from '@portal/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssignFieldsButton } from './assign-fields-modal';
import { answer, bodiesOf, failure, renderWith } from '../../../testing/render';
import { activityOf, CONTRACT_ID, fieldOf } from './modals-test-kit';

afterEach(() => vi.unstubAllGlobals());

const growerField = (field_id: string, field_name: string, acres: number, boundary = true): GrowerField => ({
  field_id,
  field_name,
  farm_id: 'farm-1',
  farm_name: 'Hansen Home Farm',
  planting_rate: 32000,
  average_yield: 190,
  border_rows: false,
  acres,
  crop_year: 2026,
  latitude: boundary ? 41.5 : null,
  longitude: boundary ? -93.6 : null,
  is_total: false,
});
const FIELDS = [growerField('f-1', 'Creek Bottom', 45.5), growerField('f-2', 'Hilltop', 30, false)];
const grower = { grower: { grower_id: 'g-1', grower_name: 'Hansen Family Farms' } };

function serve(fields: GrowerField[], post: { status?: number; body: unknown } = { body: activityOf() }) {
  return answer({
    'GET /api/grower-360/v1': { body: grower },
    'GET /api/grower-fields/v1': {
      body: { farmArray: fields.length ? [{ farm_id: 'farm-1', farm_name: 'Hansen Home Farm', fields }] : [], fields },
    },
    'POST /api/stewardship/assign-fields': post,
  });
}

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Assign Enogen Fields' }));
  return screen.findByRole('dialog', { name: 'Add Enogen Fields' });
};

describe('Add Enogen Fields', { timeout: 20_000 }, () => {
  it('tells when the grower has no fields', async () => {
    serve([]);
    renderWith(<AssignFieldsButton activity={activityOf({ fields: [] })} />);
    await open();
    expect(await screen.findByText(M.noFields)).toBeTruthy();
  });

  it('asks for at least one field, then posts the chosen fields (border rows, 0,0 for no boundary)', async () => {
    const fetch = serve(FIELDS);
    renderWith(<AssignFieldsButton activity={activityOf({ fields: [] })} />);
    const dialog = await open();
    await within(dialog).findByRole('checkbox', { name: 'Hansen Home Farm' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.selectField)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Hansen Home Farm' }));
    expect(within(dialog).getByText('Total acres: 75.5')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Creek Bottom' }));
    expect(within(dialog).getByText('Total acres: 30')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Border rows of Hilltop' }));
    fireEvent.change(within(dialog).getByLabelText('Acres of Hilltop'), { target: { value: '28.25' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'About border rows' }));
    expect(await screen.findByText(M.borderRows)).toBeTruthy();
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Border rows' })).getByRole('button'));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.assignSuccess)).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/stewardship/assign-fields')).toEqual([
      {
        contract_id: CONTRACT_ID,
        sap_id: '0012345678',
        fields: [
          {
            field_id: 'f-2',
            field_name: 'Hilltop',
            planting_rate: 32000,
            average_yield: 190,
            border_rows: true,
            acres: 28.25,
            crop_year: 2026,
            latitude: 0,
            longitude: 0,
            is_total: false,
          },
        ],
      },
    ]);
    const grower360 = fetch.mock.calls.find(([url]) => (url as URL).pathname === '/api/grower-360/v1')!;
    expect((grower360[0] as URL).searchParams.get('sap_id')).toBe('0012345678');
  });

  it('starts with the activity’s fields chosen and shows the failure text', async () => {
    serve(FIELDS, failure(500, 'boom'));
    renderWith(<AssignFieldsButton activity={activityOf({ fields: [fieldOf({ border_rows: true })] })} />);
    const dialog = await open();
    const border = (await within(dialog).findByRole('checkbox', {
      name: 'Border rows of Creek Bottom',
    })) as HTMLInputElement;
    expect(border.checked).toBe(true);
    expect(within(dialog).getByText('Total acres: 45.5')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.assignFailed)).toBeTruthy();
  });

  it('X8: a failed save keeps the chosen fields, and Try again posts them again', async () => {
    const fetch = serve(FIELDS, failure(500, 'boom'));
    renderWith(<AssignFieldsButton activity={activityOf({ fields: [fieldOf({ border_rows: true })] })} />);
    const dialog = await open();
    await within(dialog).findByRole('checkbox', { name: 'Border rows of Creek Bottom' });
    fireEvent.change(within(dialog).getByLabelText('Acres of Creek Bottom'), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.assignFailed)).toBeTruthy();
    expect((within(dialog).getByLabelText('Acres of Creek Bottom') as HTMLInputElement).value).toBe('40');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(bodiesOf(fetch, 'POST /api/stewardship/assign-fields')).toHaveLength(2));
    const [first, second] = bodiesOf(fetch, 'POST /api/stewardship/assign-fields');
    expect(second).toEqual(first);
    expect(first.fields[0]).toMatchObject({ field_id: 'f-1', acres: 40, border_rows: true });
  });

  it('X9: removing a field with recorded data asks first, naming it; only a confirmed removal is sent', async () => {
    const fetch = serve(FIELDS);
    renderWith(<AssignFieldsButton activity={activityOf({ fields: [fieldOf()] })} />);
    const dialog = await open();
    await within(dialog).findByRole('button', { name: 'Remove Creek Bottom' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Creek Bottom' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Hilltop (30 acres)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const ask = await screen.findByRole('dialog', { name: 'Remove fields with recorded data' });
    expect(ask.textContent).toContain('Field Creek Bottom has recorded planting data. Removing it deletes that data.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remove fields with recorded data' })).toBeNull(),
    );
    expect(bodiesOf(fetch, 'POST /api/stewardship/assign-fields')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('dialog', { name: 'Remove fields with recorded data' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove and delete the data' }));
    expect(await screen.findByText(M.assignSuccess)).toBeTruthy();
    const [body] = bodiesOf(fetch, 'POST /api/stewardship/assign-fields');
    expect(body).toMatchObject({ confirm_data_loss: true, fields: [expect.objectContaining({ field_id: 'f-2' })] });
  });

  it('is hidden from users who may not edit', () => {
    renderWith(
      <AssignFieldsButton activity={activityOf({ can: { edit: false, assign_me: false, assign_others: false } })} />,
    );
    expect(screen.queryByRole('button', { name: 'Assign Enogen Fields' })).toBeNull();
  });
});
