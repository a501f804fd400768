import type { TemplateVersion, TemplateVersionsResponse } from '@portal/domain';
import type { Actor } from '../../plugins/actor';
import { forbidden, notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { canReadCompany } from './plan-access';
import { findTemplate, type TemplateRow } from './plan-repository';
import type { PlanDeps } from './save-plan';
import { findTemplateVersion, versionsOfTemplate } from './template-version-repository';

export const templateVersionLink = (templateId: string, versionId: string) =>
  `/api/template/${templateId}/versions/${versionId}/pdf`;

/** The template, for readers of the owning company only (the plan's read right; 403 otherwise). */
async function readableTemplate(deps: PlanDeps, actor: Actor, templateId: string) {
  const template = await findTemplate(deps.db, templateId);
  if (!template) throw notFound('Master agreement not found');
  if (!(await canReadCompany(deps.db, actor, template.external_reference_id))) throw forbidden();
  return template;
}

/** The current file when it predates kept versions (no row names it): the template's own metadata. */
const unrecordedCurrent = (template: TemplateRow): TemplateVersion => ({
  version_id: null,
  template_name: template.template_name,
  size: null,
  uploaded_at: template.modified,
  uploaded_by_name: null,
  uploaded_by_email: null,
  current: true,
  file_link: template.template_doc_link,
});

/** GET /api/template/:id/versions: every file of a master agreement, newest first, the current one marked. */
export const readTemplateVersions = (async (deps, { actor }, templateId) => {
  const template = await readableTemplate(deps, actor, templateId);
  const rows = await versionsOfTemplate(deps.db, templateId);
  const versions: TemplateVersion[] = rows.map(({ file_key, uploaded_at, ...row }) => {
    const current = file_key === template.file_key;
    return {
      ...row,
      uploaded_at: uploaded_at.toISOString(),
      current,
      file_link: current ? template.template_doc_link : templateVersionLink(templateId, row.version_id),
    };
  });
  if (!versions.some((v) => v.current)) versions.unshift(unrecordedCurrent(template));
  return { versions };
}) satisfies Service<PlanDeps, string, TemplateVersionsResponse>;

/** One version's PDF bytes, for readers of the owning company; an unknown or another template's version is 404. */
export const readTemplateVersionFile = (async (deps, { actor }, { templateId, versionId }) => {
  const template = await readableTemplate(deps, actor, templateId);
  const version = await findTemplateVersion(deps.db, templateId, versionId);
  if (!version) throw notFound('Master agreement version not found');
  const file = await deps.files.get(version.file_key);
  if (!file) throw notFound('The master agreement file is missing');
  return { template, name: version.template_name, bytes: file.bytes };
}) satisfies Service<PlanDeps, { templateId: string; versionId: string }>;
