import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contractTemplateVersions, users } from '../../db/schema';

export type NewTemplateVersion = {
  contractTemplateId: string;
  fileKey: string;
  templateName: string;
  size: number;
  uploadedBy: string | null;
};

/** Records a file a master agreement now has (its replaced files keep their rows). */
export async function insertTemplateVersion(tx: Tx, version: NewTemplateVersion) {
  await tx.insert(contractTemplateVersions).values(version);
}

/**
 * Before a file is replaced: records it as a version when no row names it yet (a file stored before
 * versions were kept, or seeded), so the replacement never loses it from the list.
 */
export async function keepReplacedFile(
  tx: Tx,
  template: { contract_template_id: string; file_key: string; template_name: string; modified: string },
) {
  const [known] = await tx
    .select({ id: contractTemplateVersions.versionId })
    .from(contractTemplateVersions)
    .where(
      and(
        eq(contractTemplateVersions.contractTemplateId, template.contract_template_id),
        eq(contractTemplateVersions.fileKey, template.file_key),
      ),
    );
  if (known) return;
  await tx.insert(contractTemplateVersions).values({
    contractTemplateId: template.contract_template_id,
    fileKey: template.file_key,
    templateName: template.template_name,
    uploadedAt: new Date(template.modified),
  });
}

export type TemplateVersionRow = {
  version_id: string;
  file_key: string;
  template_name: string;
  size: number | null;
  uploaded_at: Date;
  uploaded_by_name: string | null;
  uploaded_by_email: string | null;
};

const versionColumns = {
  version_id: contractTemplateVersions.versionId,
  file_key: contractTemplateVersions.fileKey,
  template_name: contractTemplateVersions.templateName,
  size: contractTemplateVersions.size,
  uploaded_at: contractTemplateVersions.uploadedAt,
  uploaded_by_name: users.name,
  uploaded_by_email: users.email,
};

/** The files of one master agreement, newest first (a template has a handful; 100 is a guard). */
export async function versionsOfTemplate(tx: Tx, templateId: string): Promise<TemplateVersionRow[]> {
  return tx
    .select(versionColumns)
    .from(contractTemplateVersions)
    .leftJoin(users, eq(users.id, contractTemplateVersions.uploadedBy))
    .where(eq(contractTemplateVersions.contractTemplateId, templateId))
    .orderBy(desc(contractTemplateVersions.uploadedAt), desc(contractTemplateVersions.versionId))
    .limit(100);
}

/** One version of one template (another template's version id finds nothing). */
export async function findTemplateVersion(
  tx: Tx,
  templateId: string,
  versionId: string,
): Promise<TemplateVersionRow | null> {
  const [row] = await tx
    .select(versionColumns)
    .from(contractTemplateVersions)
    .leftJoin(users, eq(users.id, contractTemplateVersions.uploadedBy))
    .where(
      and(
        eq(contractTemplateVersions.contractTemplateId, templateId),
        eq(contractTemplateVersions.versionId, versionId),
      ),
    );
  return row ?? null;
}
