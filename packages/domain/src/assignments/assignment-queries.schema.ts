import { z } from 'zod';

export const ASSIGNMENT_LIMIT_MAX = 1000;

/** GET /api/assignments: a company's people or one user's assignments. */
export const assignmentsQuery = z
  .object({
    user_id: z.string().min(1).optional(),
    company_id: z.uuid().optional(),
    /** Accepted for the spec's call shape; the company fields are always joined (one query). */
    with_companies: z.stringbool().optional(),
    limit: z.coerce.number().int().min(1).max(ASSIGNMENT_LIMIT_MAX).default(ASSIGNMENT_LIMIT_MAX),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine((q) => Boolean(q.user_id) !== Boolean(q.company_id), {
    path: ['user_id'],
    message: 'Please provide either user_id or company_id',
  });
export type AssignmentsQuery = z.output<typeof assignmentsQuery>;

/** DELETE /api/assignments: remove a user from a company. */
export const assignmentDeleteQuery = z.object({ user_id: z.string().min(1), company_id: z.uuid() });

const text = z.string().nullable();

/**
 * A user's assignment to a company with the role's and the company's fields (spec 1, §3).
 * Lists carry no phone numbers (a list is wider than a need to call); the user page has the phone.
 */
export const assignmentSchema = z.object({
  assignment_id: z.string(),
  user_id: z.string(),
  company_id: text,
  first: text,
  last: text,
  email: z.string(),
  display_name: z.string(),
  role_id: z.string(),
  role_type: z.enum(['admin', 'internal', 'external']),
  role_name: z.string(),
  permissions: z.array(z.string()),
  enogen_dealer: z.boolean().nullable(),
  sap_id: text,
  city: text,
  state: text,
  company_name: text,
  company_type: text,
});
export type Assignment = z.infer<typeof assignmentSchema>;

/** GET /api/assignments */
export const assignmentsResponse = z.object({ data: z.array(assignmentSchema) });
export type AssignmentsResponse = z.infer<typeof assignmentsResponse>;

/** POST /api/assignments: the invitation's assignment. */
export const assignmentCreatedReply = z.object({
  data: z.object({ assignment_id: z.string(), user_id: z.string(), company_id: z.string(), role_id: z.string() }),
});
export type AssignmentCreatedReply = z.infer<typeof assignmentCreatedReply>;

/** DELETE /api/assignments */
export const assignmentRemovedReply = z.object({ data: z.object({ user_id: z.string(), company_id: z.string() }) });
export type AssignmentRemovedReply = z.infer<typeof assignmentRemovedReply>;
