import { Alert, Anchor, Stack } from '@mantine/core';
import { TEXTS } from '@portal/domain';
import { Link } from 'react-router';
import { AccessDenied } from '../../components/access-denied';
import { ApiError } from '../../lib/api';

export function BackToCompany({ companyId, name }: { companyId: string; name?: string }) {
  return (
    <Anchor component={Link} to={`/company/${companyId}`} size="sm">
      ← {name ?? 'Company'}
    </Anchor>
  );
}

/** A failed load: access denied for 403, not found for 404 (or null: a plan of another company), else what went wrong. */
export function LoadFailure({
  error,
  companyId,
  notFoundText,
}: {
  error: unknown;
  companyId: string;
  notFoundText: string;
}) {
  if (error instanceof ApiError && error.status === 403) return <AccessDenied />;
  const missing = error === null || (error instanceof ApiError && error.status === 404);
  return (
    <Stack>
      <BackToCompany companyId={companyId} />
      <Alert color="red" role="alert" title={missing ? notFoundText : TEXTS.renderFailed}>
        {!missing && error instanceof Error ? error.message : null}
      </Alert>
    </Stack>
  );
}
