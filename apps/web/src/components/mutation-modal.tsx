import { type ModalProps } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { formFieldErrors } from '../lib/form';
import { FormError } from './form-error';
import { ReloadedNote } from './reload-keeping-edits';
import { StatusView, type ModalStatus } from './status-view';
import { showSuccess, type ToastLink } from './toast';
import { useUnsavedGuard } from './unsaved-guard';
import { Dialog } from './dialog';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyMutation = UseMutationResult<any, Error, any, any>;

/** The part of a Mantine form (useForm) the modal needs: its values and where its errors go. */
export type ModalForm = { getValues: () => unknown; setErrors: (errors: Record<string, string>) => void };

/** A mutation's state as a modal shows it: the form while idle, then LOADING, SUCCESS or FAILED. */
function modalStatus(mutation: AnyMutation): ModalStatus {
  if (mutation.isPending) return 'LOADING';
  if (mutation.isSuccess) return 'SUCCESS';
  if (mutation.isError) return 'FAILED';
  return 'FORM';
}

/**
 * Try again: the kept form is submitted again (its own handler, with what it holds: what was sent
 * unless the user changed it since); a modal without a form sends the same variables again.
 */
export function retry(mutation: AnyMutation, container: HTMLElement | null) {
  const form = container?.querySelector('form');
  if (form) form.requestSubmit();
  else mutation.mutate(mutation.variables);
}

/**
 * A modal whose work is one TanStack mutation: `children(close)` is the form while the mutation is
 * idle, then the shared StatusView for LOADING and SUCCESS. A failure keeps the form, filled, under
 * a FormError with Try again (the form is never unmounted while it may be needed again: LOADING
 * only hides it); a refusal naming the form's fields (`details: [{ field, message }]`) goes onto
 * those fields instead. Closing resets the mutation; invalidation is the mutation hook's. `dirty`
 * guards the open form against leaving the page.
 */
export function MutationModal({
  mutation,
  opened = true,
  onClose,
  title,
  size,
  loadingText,
  successText,
  successDetail,
  successAction,
  failedText,
  failedDetail,
  form,
  closeOnSuccess = false,
  successToast,
  holdWhileLoading = false,
  dirty = false,
  onReload,
  reloaded = false,
  onRetry,
  children,
}: {
  mutation: AnyMutation;
  opened?: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  loadingText?: string;
  successText?: string;
  /** more about the success, under its text */
  successDetail?: ReactNode;
  /** the success view's one button, instead of Close (e.g. Continue to the record) */
  successAction?: { label: string; onClick: () => void };
  failedText: string | ((error: Error) => string);
  failedDetail?: (error: Error) => string | null;
  /** the modal's Mantine form: a refusal's field errors land on its fields */
  form?: ModalForm;
  /** Close as soon as the work succeeds, instead of showing the success state. */
  closeOnSuccess?: boolean;
  /** Close on success and say `successText` in a toast (with a link to what was made), no extra click. */
  successToast?: true | ToastLink;
  /** the modal cannot be closed while the work runs (its outcome must be seen) */
  holdWhileLoading?: boolean;
  /** the form holds changes not saved yet: leaving the page asks first */
  dirty?: boolean;
  /** reloads the record after a conflict (412), keeping the user's edits where it can */
  onReload?: () => void;
  /** the record was reloaded under the kept edits (useReloadKeepingEdits): the form says so */
  reloaded?: boolean;
  /** Try again, when neither the kept form nor the same variables would do (per-call callbacks) */
  onRetry?: () => void;
  children: (close: () => void) => ReactNode;
}) {
  // a refusal of the form's own fields is the form's to show: back to the form, errors on its fields
  const fieldErrors = form ? formFieldErrors(mutation.error, form.getValues()) : null;
  useEffect(() => {
    if (!fieldErrors) return;
    form!.setErrors(fieldErrors);
    mutation.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mutation.error]);
  const status = fieldErrors ? 'FORM' : modalStatus(mutation);
  const formBox = useRef<HTMLDivElement>(null);
  const close = () => {
    mutation.reset();
    onClose();
  };
  const done = (closeOnSuccess || successToast !== undefined) && mutation.isSuccess;
  useEffect(() => {
    if (done && successToast) showSuccess(successText ?? '', successToast === true ? undefined : successToast);
    if (done) close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);
  useUnsavedGuard(opened && dirty && (status === 'FORM' || status === 'FAILED'));
  const error = mutation.error;
  const held = holdWhileLoading && status === 'LOADING';
  return (
    <Dialog
      opened={opened}
      onClose={() => !held && close()}
      title={title}
      size={size}
      centered
      closeOnClickOutside={!held}
    >
      {status === 'SUCCESS' && !done ? (
        <StatusView
          status="SUCCESS"
          successText={successText ?? ''}
          successDetail={successDetail}
          failedText=""
          closeLabel={successAction?.label}
          onClose={successAction?.onClick ?? close}
        />
      ) : (
        <>
          {status === 'LOADING' && (
            <StatusView status="LOADING" loadingText={loadingText} successText="" failedText="" onClose={close} />
          )}
          {status === 'FAILED' && error && (
            <FormError
              error={error}
              title={typeof failedText === 'function' ? failedText(error) : failedText}
              detail={failedDetail ? failedDetail(error) : null}
              onRetry={onRetry ?? (() => retry(mutation, formBox.current))}
              onReload={onReload}
            />
          )}
          <ReloadedNote shown={reloaded && status === 'FORM'} />
          <div ref={formBox} hidden={status === 'LOADING'} style={status === 'FAILED' ? { marginTop: 16 } : undefined}>
            {children(close)}
          </div>
        </>
      )}
    </Dialog>
  );
}
