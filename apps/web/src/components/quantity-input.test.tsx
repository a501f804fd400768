import { NumberInput } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../testing/render';
import { QUANTITY_NUMBER_INPUT_PROPS, QuantityInput } from './quantity-input';

function Harness({ whole, onSubmit }: { whole?: boolean; onSubmit: (value: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (Number(value) > 180000) setError('Planting rate must be at most 180,000');
        else onSubmit(value);
      }}
    >
      <QuantityInput label="Bushels" whole={whole} value={value} onValue={setValue} error={error} />
      <button type="submit">Save</button>
    </form>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Bushels' }) as HTMLInputElement;

describe('QuantityInput', () => {
  it('typing 32000 shows 32,000 and submits 32000', async () => {
    const onSubmit = vi.fn();
    renderWith(<Harness onSubmit={onSubmit} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Bushels' }), { target: { value: '32000' } });
    expect(input().value).toBe('32,000');
    // editing the shown text (separators and all) keeps the plain number underneath
    fireEvent.change(input(), { target: { value: '32,0001' } });
    expect(input().value).toBe('320,001');
    fireEvent.change(input(), { target: { value: '14,800.5' } });
    expect(input().value).toBe('14,800.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('14800.5');
  });

  it('keeps the decimal keyboard, or the numeric one with digits only for whole numbers', async () => {
    renderWith(<Harness whole onSubmit={vi.fn()} />);
    expect((await screen.findByRole('textbox', { name: 'Bushels' })).getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(input(), { target: { value: '1a2.5' } });
    expect(input().value).toBe('125');
  });

  it('a bad value still shows the field error', async () => {
    const onSubmit = vi.fn();
    renderWith(<Harness whole onSubmit={onSubmit} />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Bushels' }), { target: { value: '200000' } });
    expect(input().value).toBe('200,000');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Planting rate must be at most 180,000')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a NumberInput with the shared props shows the same separators and holds a number', async () => {
    const onChange = vi.fn();
    renderWith(<NumberInput label="Net weight" hideControls {...QUANTITY_NUMBER_INPUT_PROPS} onChange={onChange} />);
    const box = (await screen.findByRole('textbox', { name: 'Net weight' })) as HTMLInputElement;
    fireEvent.change(box, { target: { value: '32000' } });
    expect(box.value).toBe('32,000');
    expect(onChange).toHaveBeenLastCalledWith(32000);
    expect(box.getAttribute('inputmode')).toBe('decimal');
  });
});
