import type { TemplateVersionsResponse } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from './keys';

/** GET /api/template/:id/versions: every file of a master agreement, newest first. */
export const getTemplateVersions = (templateId: string) =>
  api<TemplateVersionsResponse>(`/template/${templateId}/versions`).then((r) => r.versions);

export const templateVersionsQueryOptions = (templateId: string) =>
  queryOptions({ queryKey: planKeys.versions(templateId), queryFn: () => getTemplateVersions(templateId) });

export function useTemplateVersions(templateId: string) {
  return useQuery(templateVersionsQueryOptions(templateId));
}
