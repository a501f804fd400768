import type { TemplatesResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from './keys';

/** GET /api/template?contract_template_id: one master agreement (null when there is none). */
export const getTemplate = (templateId: string) =>
  api<TemplatesResponse>('/template', { query: { contract_template_id: templateId } }).then(
    (r) => r.templates[0] ?? null,
  );

export const templateQueryOptions = (templateId: string) =>
  queryOptions({ queryKey: planKeys.template(templateId), queryFn: () => getTemplate(templateId), retry: false });

export function useTemplate(templateId: string) {
  return useQuery(templateQueryOptions(templateId));
}
