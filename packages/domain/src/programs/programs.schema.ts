import { z } from 'zod';
import { PLAN_YEAR_REQUIRED, PROGRAM_NAME_REQUIRED, PROGRAM_REQUIRED } from './messages';

export const PROGRAM_LIST_LIMIT = 500;

/** Add program (POST /api/programs). */
export const createProgramSchema = z.object({
  program_name: z.string(PROGRAM_NAME_REQUIRED).trim().min(1, PROGRAM_NAME_REQUIRED).max(200),
});
/** Edit program (PATCH /api/programs). */
export const updateProgramSchema = createProgramSchema.extend({
  program_id: z.uuid(),
  is_active: z.boolean().optional(),
});
export type ProgramInput = z.infer<typeof createProgramSchema>;
export type UpdateProgramInput = z.infer<typeof updateProgramSchema>;

/** GET /api/programs: a page of programs, newest first. */
export const programListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PROGRAM_LIST_LIMIT).default(PROGRAM_LIST_LIMIT),
  offset: z.coerce.number().int().min(0).default(0),
});
/** DELETE /api/programs. */
export const programIdQuery = z.object({ program_id: z.uuid() });

export const programReply = z.object({
  program_id: z.string(),
  program_name: z.string(),
  created: z.string(),
  is_active: z.boolean(),
  /** the version an edit sends back as If-Match (record-version.ts) */
  version: z.string(),
});
export type Program = z.infer<typeof programReply>;
export const programListReply = z.object({ programs: z.array(programReply) });
export type ProgramListReply = z.infer<typeof programListReply>;
/** DELETE /api/programs */
export const programDeletedReply = z.object({ program_id: z.string() });
export type ProgramDeletedReply = z.infer<typeof programDeletedReply>;

/** Program assignment (POST /api/program-assignments): a program for a company's production plan. */
export const createProgramAssignmentSchema = z.object({
  program_id: z.uuid(PROGRAM_REQUIRED),
  company_id: z.uuid(),
  production_plan_id: z.uuid(PLAN_YEAR_REQUIRED),
});
export type ProgramAssignmentInput = z.infer<typeof createProgramAssignmentSchema>;
export const programAssignmentQuery = z
  .object({ production_plan_id: z.uuid().optional(), program_id: z.uuid().optional() })
  .refine((q) => q.production_plan_id || q.program_id, { message: 'production_plan_id or program_id is required' });
/** DELETE /api/program-assignments. */
export const programAssignmentIdQuery = z.object({ assignment_id: z.uuid() });

export const programAssignmentReply = z.object({
  assignment_id: z.string(),
  program_id: z.string(),
  company_id: z.string(),
  production_plan_id: z.string(),
});
export type ProgramAssignment = z.infer<typeof programAssignmentReply>;
export const programAssignmentListReply = z.object({ program_assignments: z.array(programAssignmentReply) });
export type ProgramAssignmentListReply = z.infer<typeof programAssignmentListReply>;
/** DELETE /api/program-assignments */
export const programAssignmentRemovedReply = z.object({ assignment_id: z.string() });
export type ProgramAssignmentRemovedReply = z.infer<typeof programAssignmentRemovedReply>;
