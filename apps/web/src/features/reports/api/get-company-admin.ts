import type { CompanyAdminResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reportKeys } from './keys';

/** GET /api/company-management/v1?get_companies_admin_details=true (reply items): one row per company and assigned user. */
export const getCompanyAdmin = () =>
  api<CompanyAdminResponse>('/company-management/v1', {
    query: { get_companies_admin_details: 'true' },
  }).then((r) => r.items);

export const useCompanyAdmin = () =>
  useQuery({ queryKey: reportKeys.companyAdmin(), queryFn: getCompanyAdmin, retry: false });
