import { z } from 'zod';

/** Company training status (GET/POST/PATCH /api/company-training). */
export const companyTrainingSchema = z.object({
  training_year: z.coerce.number().int().min(2000).max(2100),
  company_sap_id: z.string().trim().min(1).max(20),
  company_name: z.string().trim().min(1).max(200),
  active: z.boolean(),
  contact_name: z.string().trim().max(200).nullish(),
  contact_email: z.string().trim().max(200).nullish(),
});
export type CompanyTrainingInput = z.infer<typeof companyTrainingSchema>;

/** Rows of one training list upload (one POST, one transaction). */
export const TRAINING_UPLOAD_MAX_ROWS = 5_000;

/** POST accepts one record or the upload's training_docs array. */
export const companyTrainingPostSchema = z.union([
  z.object({ training_docs: z.array(companyTrainingSchema).min(1).max(TRAINING_UPLOAD_MAX_ROWS) }),
  companyTrainingSchema,
]);

/**
 * The training list through an upload session (POST /api/company-training/uploads, PUT …/chunks/{index},
 * POST …/commit): chunks of TRAINING_UPLOAD_CHUNK_ROWS records, each as in one POST's training_docs.
 */
export const TRAINING_UPLOAD_CHUNK_ROWS = 1_000;
export const trainingUploadStartSchema = z.object({
  total_rows: z.number().int().min(1).max(TRAINING_UPLOAD_MAX_ROWS),
});
export const trainingUploadChunkSchema = z.object({
  training_docs: z.array(companyTrainingSchema).min(1).max(TRAINING_UPLOAD_CHUNK_ROWS),
});

export const companyTrainingQuery = z.object({
  company_sap_id: z.string().trim().min(1),
  training_year: z.coerce.number().int().min(2000).max(2100),
});

/** One stored record as the calls answer it. */
export const companyTrainingRecord = z.object({
  training_year: z.number(),
  company_sap_id: z.string(),
  company_name: z.string(),
  active: z.boolean(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
});
export type CompanyTrainingRecord = z.infer<typeof companyTrainingRecord>;

/**
 * GET /api/company-training: success false without a record; the status only (no name or contact)
 * for a company merely linked to the reader's.
 */
export const companyTrainingStatusReply = companyTrainingRecord
  .partial({ company_name: true, contact_name: true, contact_email: true })
  .extend({ success: z.boolean() });
export type CompanyTrainingStatus = z.infer<typeof companyTrainingStatusReply>;

/** PATCH /api/company-training: the saved record. */
export const companyTrainingSavedReply = companyTrainingRecord.extend({ success: z.boolean() });
export type CompanyTrainingSavedReply = z.infer<typeof companyTrainingSavedReply>;
/** POST /api/company-training: the saved record, or the upload's saved records. */
export const companyTrainingSaveReply = z.union([
  z.object({ success: z.boolean(), training_docs: z.array(companyTrainingRecord) }),
  companyTrainingSavedReply,
]);
export type CompanyTrainingSaveReply = z.infer<typeof companyTrainingSaveReply>;
export type CompanyTrainingPost = z.infer<typeof companyTrainingPostSchema>;

export const TRAINING_TOGGLE = { notComplete: 'Training Not Complete', complete: 'Training Complete' } as const;

export const VIDEO_YEAR_REQUIRED = 'Please select year';
export const VIDEO_URL_REQUIRED = 'Please provide MP4 video URL';
export const VIDEO_URL_INVALID = 'Please provide valid MP4 video URL';

/** Add Video / Edit video form. */
export const trainingVideoFormSchema = z.object({
  year: z.string(VIDEO_YEAR_REQUIRED).min(1, VIDEO_YEAR_REQUIRED),
  url: z
    .string(VIDEO_URL_REQUIRED)
    .trim()
    .min(1, { message: VIDEO_URL_REQUIRED, abort: true })
    .refine((url) => /^https?:\/\/\S+\.mp4$/i.test(url), VIDEO_URL_INVALID),
});
export type TrainingVideoForm = z.infer<typeof trainingVideoFormSchema>;

export const TRAINING_ID_PATTERN = /^Enogen-Stewardship-(\d{4})$/;
export function trainingIdFor(year: number | string): string {
  return `Enogen-Stewardship-${year}`;
}

const trainingStep = z.object({ type: z.literal('video'), url: trainingVideoFormSchema.shape.url });

/** POST/PATCH /api/grower-training/v1. */
export const trainingVideoSchema = z.object({
  training_id: z.string().regex(TRAINING_ID_PATTERN, VIDEO_YEAR_REQUIRED),
  training_steps: z.array(trainingStep).min(1, VIDEO_URL_REQUIRED).max(20),
});

/** GET /api/grower-training/v1: one year, or every video when year is left out. */
export const trainingVideoQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
/** DELETE /api/grower-training/v1. */
export const trainingIdQuery = z.object({ training_id: z.string().regex(TRAINING_ID_PATTERN) });

export const trainingVideoReply = z.object({
  training_id: z.string(),
  training_year: z.number(),
  training_steps: z.array(z.object({ type: z.literal('video'), url: z.string() })),
});
export type TrainingVideo = z.infer<typeof trainingVideoReply>;
export type TrainingVideoInput = z.infer<typeof trainingVideoSchema>;
export const trainingVideoListReply = z.object({ trainings: z.array(trainingVideoReply) });
export type TrainingVideoListReply = z.infer<typeof trainingVideoListReply>;
/** GET /api/grower-training/v1 answers the year's video, or every video as { trainings }. */
export const trainingVideoReadReply = z.union([trainingVideoListReply, trainingVideoReply]);
/** DELETE /api/grower-training/v1 */
export const trainingVideoDeletedReply = z.object({ training_id: z.string() });
export type TrainingVideoDeletedReply = z.infer<typeof trainingVideoDeletedReply>;
