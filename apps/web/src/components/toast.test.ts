import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSuccess, SUCCESS_TOAST_MS } from './toast';

describe('success toast', () => {
  afterEach(() => vi.restoreAllMocks());
  it('1.160: closes after 2000 ms', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    showSuccess('Saved');
    expect(SUCCESS_TOAST_MS).toBe(2000);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Saved', autoClose: 2000 }));
  });
});
