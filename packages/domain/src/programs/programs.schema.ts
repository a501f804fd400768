import { z } from 'zod';

export const PROGRAM_NAME_REQUIRED = 'Please provide program name';
export const PROGRAM_LINKED_MESSAGE = "This program is linked with the production plan, so it can't be deleted.";
export const PROGRAM_FAILED_MESSAGE = 'Something went wrong. Please contact your admin.';
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

export type Program = { program_id: string; program_name: string; created: string; is_active: boolean };

/** Program assignment (POST /api/program-assignments): a program for a company's production plan. */
export const createProgramAssignmentSchema = z.object({
  program_id: z.uuid('Please select a program'),
  company_id: z.uuid(),
  production_plan_id: z.uuid('Please select a production plan year'),
});
export const programAssignmentQuery = z
  .object({ production_plan_id: z.uuid().optional(), program_id: z.uuid().optional() })
  .refine((q) => q.production_plan_id || q.program_id, { message: 'production_plan_id or program_id is required' });

export type ProgramAssignment = {
  assignment_id: string;
  program_id: string;
  company_id: string;
  production_plan_id: string;
};
