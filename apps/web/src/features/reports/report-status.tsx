import { Alert, Center, Loader } from '@mantine/core';
import { REPORT_MESSAGES } from '@portal/domain';

/** A report's failed fetch: the spec's ERROR, with the server's message below. */
export function ReportError({ error }: { error: unknown }) {
  return (
    <Alert color="red" role="alert" title={REPORT_MESSAGES.error}>
      {error instanceof Error && error.message ? error.message : null}
    </Alert>
  );
}

export function ReportLoading() {
  return (
    <Center p="md" role="status" aria-label="Loading">
      <Loader size="sm" />
    </Center>
  );
}
