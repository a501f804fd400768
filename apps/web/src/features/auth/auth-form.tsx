import { Alert, Button, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** The auth cards' form: the failure above the fields, then the submit button and any `footer`. */
export function AuthForm({
  onSubmit,
  error,
  submitLabel,
  submitting,
  footer,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  submitLabel: string;
  submitting: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {children}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
