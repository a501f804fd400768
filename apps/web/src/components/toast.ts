import { notifications } from '@mantine/notifications';

/** Every success toast closes after 2000 ms (spec 1 §9, spec 3 §9). */
export const SUCCESS_TOAST_MS = 2000;

export function showSuccess(message: string) {
  notifications.show({ color: 'green', message, autoClose: SUCCESS_TOAST_MS });
}

/** A failure stays until read (Mantine's default timing). */
export function showFailure(message: string) {
  notifications.show({ color: 'red', message });
}
