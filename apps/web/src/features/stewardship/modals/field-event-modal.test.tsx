import { eventDateDefault, STEWARDSHIP_MESSAGES as M } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldLostButton } from './field-lost-modal';
import { answer, bodiesOf, failure, renderWith } from '../../../testing/render';
import { activityOf, fieldOf } from './modals-test-kit';
import { ReplantButton } from './replant-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const dialog = () => screen.getByRole('dialog');
async function pickField(name: string) {
  fireEvent.click(await screen.findByRole('radio', { name }));
}

describe('Replant', { timeout: 20_000 }, () => {
  it('is hidden from users who may not edit the activity', () => {
    renderWith(
      <ReplantButton activity={activityOf({ can: { edit: false, assign_me: true, assign_others: false } })} />,
    );
    expect(screen.queryByRole('button', { name: 'Replant' })).toBeNull();
  });

  it('asks for the planting information first and offers no lost field', async () => {
    renderWith(
      <ReplantButton
        activity={activityOf({
          fields: [
            fieldOf({ field_id: 'f-2', field_name: 'Hilltop', planting: null }),
            fieldOf({ field_id: 'f-3', field_name: 'Gone', field_lost: true }),
          ],
        })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Replant' }));
    await pickField('Hilltop');
    expect(screen.queryByRole('radio', { name: 'Gone' })).toBeNull();
    expect(await screen.findByText(M.plantingFirst)).toBeTruthy();
    expect((within(dialog()).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the acres, sends the planted acres, shows success and closes after 2 seconds', async () => {
    const fetch = answer({ 'POST /api/replant': { body: activityOf() } });
    renderWith(<ReplantButton activity={activityOf()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Replant' }));
    await pickField('Creek Bottom');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect((screen.getByLabelText(/Replanted date/) as HTMLInputElement).value).toBe(eventDateDefault());
    const acres = screen.getByLabelText(/Acres replanted/) as HTMLInputElement;
    fireEvent.change(acres, { target: { value: '0' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.zeroAcres)).toBeTruthy();
    fireEvent.change(acres, { target: { value: '5a0' } });
    expect(acres.value).toBe('50');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.replantTooMany)).toBeTruthy();
    fireEvent.change(acres, { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'hail in June' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The replant is recorded.')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/replant')).toEqual([
      {
        stewardship_id: activityOf().stewardship_activity_id,
        field_id: 'f-1',
        replanted_date: eventDateDefault(),
        acres_replanted: 45.5,
        notes: 'hail in June',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
  });

  it('shows the server’s refusal', async () => {
    answer({ 'POST /api/replant': failure(400, M.replantTooMany) });
    renderWith(<ReplantButton activity={activityOf()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Replant' }));
    await pickField('Creek Bottom');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText(/Acres replanted/), { target: { value: '10' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.replantTooMany)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

describe('Field lost', { timeout: 20_000 }, () => {
  it('warns, fixes the acres to the planted acres and posts the loss', async () => {
    const fetch = answer({ 'POST /api/fieldLost': { body: activityOf() } });
    renderWith(<FieldLostButton activity={activityOf()} />);
    expect(screen.queryByRole('button', { name: 'Field lost' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Field lost' }));
    await pickField('Creek Bottom');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(screen.getByText(M.fieldLostWarning)).toBeTruthy();
    const acres = screen.getByLabelText(/Acres lost/) as HTMLInputElement;
    expect(acres.value).toBe('45.5');
    expect(acres.readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText(/Date lost/), { target: { value: '2026-07-04' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The field is marked as lost.')).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/fieldLost')).toEqual([
      {
        stewardship_id: activityOf().stewardship_activity_id,
        field_id: 'f-1',
        fieldLost_date: '2026-07-04',
        acres_lost: 45.5,
        notes: null,
      },
    ]);
  });
});
