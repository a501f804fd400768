import { useLayoutEffect } from 'react';

/** Where focus goes when the opener is gone: the page's heading, else its main region. */
function pageLandmark(): HTMLElement | null {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

const usable = (el: HTMLElement | null): el is HTMLElement =>
  Boolean(el && el !== document.body && el.isConnected && !el.matches(':disabled'));

/**
 * Focus back on what opened a dialog once it closes (Esc, Cancel, or the work done), whether the
 * dialog is closed or unmounted; when the opener went with the work (a deleted row), the page's
 * heading. Mantine's own return only follows `opened` turning false on a dialog that stays mounted.
 */
export function useReturnFocus(opened: boolean) {
  useLayoutEffect(() => {
    if (!opened) return;
    const opener = document.activeElement as HTMLElement | null;
    return () => {
      const inDialog = document.activeElement;
      // after the dialog has left the page and the page has re-rendered without it; unless the
      // focus has moved on meanwhile (another dialog, or Mantine's own return)
      window.setTimeout(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active !== inDialog && active.isConnected) return;
        (usable(opener) ? opener : pageLandmark())?.focus({ preventScroll: true });
      }, 30);
    };
  }, [opened]);
}
