import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { QueryError } from '../../components/query-error';

export function BackToCompany({ companyId, name }: { companyId: string; name?: string }) {
  return (
    <Anchor component={Link} to={`/company/${companyId}`} size="sm">
      ← {name ?? 'Company'}
    </Anchor>
  );
}

/** A failed load (or null: a plan of another company) under the link back to the company. */
export function LoadFailure({
  error,
  companyId,
  notFoundText,
}: {
  error: unknown;
  companyId: string;
  notFoundText: string;
}) {
  return (
    <QueryError error={error} notFoundText={notFoundText} header={<BackToCompany companyId={companyId} />}>
      {(missing) => (!missing && error instanceof Error ? error.message : null)}
    </QueryError>
  );
}
