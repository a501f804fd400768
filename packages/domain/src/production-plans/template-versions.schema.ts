import { z } from 'zod';

/** GET /api/template/:contract_template_id/versions/:version_id/pdf. */
export const templateVersionParamsSchema = z.object({ contract_template_id: z.uuid(), version_id: z.uuid() });

/** One file a master agreement has had; `file_link` opens it (the current one through the template's own link). */
export const templateVersionSchema = z.object({
  /** null for a current file uploaded before versions were kept */
  version_id: z.string().nullable(),
  template_name: z.string(),
  /** bytes; null when unknown */
  size: z.number().nullable(),
  uploaded_at: z.string(),
  uploaded_by_name: z.string().nullable(),
  uploaded_by_email: z.string().nullable(),
  current: z.boolean(),
  file_link: z.string(),
});
export type TemplateVersion = z.infer<typeof templateVersionSchema>;

/** GET /api/template/:contract_template_id/versions: newest first, the current file marked. */
export const templateVersionsResponseSchema = z.object({ versions: z.array(templateVersionSchema) });
export type TemplateVersionsResponse = z.infer<typeof templateVersionsResponseSchema>;

/** The texts of a master agreement's versions list. */
export const TEMPLATE_VERSION_TEXTS = {
  caption: (name: string) => `Versions of ${name}`,
  current: 'Current',
  unknownUploader: 'Unknown',
  empty: 'No versions yet',
  openShort: 'Open',
  open: (name: string, uploaded: string) => `Open ${name}, uploaded ${uploaded}`,
} as const;
