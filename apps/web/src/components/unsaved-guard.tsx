import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmModal } from './confirm-modal';

export type LeaveTexts = { title: string; message: string; confirmLabel: string; cancelLabel: string };

export const LEAVE_PAGE: LeaveTexts = {
  title: 'Leave this page?',
  message: 'Leave this page? Your unsaved changes will be lost.',
  confirmLabel: 'Leave',
  cancelLabel: 'Stay',
};

/** The spec's leave upload modal. */
export const LEAVE_UPLOAD: LeaveTexts = {
  title: 'Leave upload',
  message: 'Leave this upload? The file you chose and anything not saved yet will be lost.',
  confirmLabel: 'Leave upload',
  cancelLabel: 'Stay',
};

// The guards now holding unsaved work, newest last. A router honours one blocker only, so the
// guards register here and the one LeavePrompt asks for all of them.
const guards = new Map<symbol, LeaveTexts>();

/**
 * While `when` holds, leaving the page asks first: a link, the menu, Back or Forward (the
 * LeavePrompt's confirm modal, with `texts`) and closing or reloading the tab (the browser's own
 * question). Turn it off before navigating away on purpose, e.g. once the work is saved.
 */
export function useUnsavedGuard(when: boolean, texts: LeaveTexts = LEAVE_PAGE) {
  useEffect(() => {
    if (!when) return;
    const key = Symbol('unsaved');
    guards.set(key, texts);
    return () => {
      guards.delete(key);
    };
  }, [when, texts]);
}

const newest = () => [...guards.values()].at(-1);

/** The one confirm modal of every guard; mounted once inside the app's data router. */
export function LeavePrompt() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => guards.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  const leaving = useRef(false);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!guards.size) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  const blocked = blocker.state === 'blocked';
  const texts = (blocked && newest()) || LEAVE_PAGE;
  return (
    <ConfirmModal
      opened={blocked}
      title={texts.title}
      confirmLabel={texts.confirmLabel}
      cancelLabel={texts.cancelLabel}
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
      onClose={() => {
        // ConfirmModal closes after a confirm too: the blocker is proceeding then, not blocked.
        if (leaving.current) leaving.current = false;
        else blocker.reset?.();
      }}
    >
      {texts.message}
    </ConfirmModal>
  );
}
