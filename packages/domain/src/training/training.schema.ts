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

/** POST accepts one record or the upload's training_docs array. */
export const companyTrainingPostSchema = z.union([
  z.object({ training_docs: z.array(companyTrainingSchema).min(1).max(1000) }),
  companyTrainingSchema,
]);

export const companyTrainingQuery = z.object({
  company_sap_id: z.string().trim().min(1),
  training_year: z.coerce.number().int().min(2000).max(2100),
});

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
export type TrainingVideo = z.infer<typeof trainingVideoSchema> & { training_year: number };
