import type { z } from 'zod';
import type { companyHistoryQuerySchema, RecordHistoryPage } from '@portal/domain';
import { forbidden, notFound } from '../../plugins/errors';
import { describeCompanyAssignments } from '../../services/assignment-history';
import { visibleCompanies } from '../../services/company-scope';
import { readRecordHistory, rowsAbout, rowsOf } from '../../services/record-history';
import type { Service } from '../../services/service';
import { findCompany, type CompanyDeps } from './repository';

/**
 * A company's history (its edits and details, and the assignments of people there), read as the
 * company is: 404 when unknown, 403 when the actor does not see it. An assignment's entry names the
 * user and the role, as the company's Employees list shows them to the same readers.
 */
export const readCompanyHistory = (async ({ db }, { actor }, query) => {
  const found = await findCompany(db, { companyId: query.company_id }, visibleCompanies(actor));
  if (!found) throw notFound('Company not found');
  if (!found.visible) throw forbidden();
  const id = found.company.company_id;
  return readRecordHistory(db, [rowsOf('company', id), rowsAbout('company', id)], query.page, {
    describe: describeCompanyAssignments,
  });
}) satisfies Service<CompanyDeps, z.output<typeof companyHistoryQuerySchema>, RecordHistoryPage>;
