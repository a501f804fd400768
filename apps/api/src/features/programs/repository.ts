import type { Program, ProgramAssignment } from '@portal/domain';
import { PROGRAM_LIST_LIMIT } from '@portal/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productionPlans, programAssignments, programs } from '../../db/schema';
import type { PortalDeps } from '../../services/deps';
import { versionOf, type VersionedRecord } from '../../services/record-version';

export type ProgramDeps = Pick<PortalDeps, 'db'>;

const program = {
  program_id: programs.programId,
  program_name: programs.programName,
  created: programs.created,
  is_active: programs.isActive,
  version: versionOf(programs),
};

/** A program is edited on the version its row had when read. */
export const PROGRAM_RECORD: VersionedRecord = { table: programs, id: programs.programId, entity: 'program' };
const assignment = {
  assignment_id: programAssignments.assignmentId,
  program_id: programAssignments.programId,
  company_id: programAssignments.companyId,
  production_plan_id: programAssignments.productionPlanId,
};

const toProgram = (row: { created: Date } & Omit<Program, 'created'>): Program => ({
  ...row,
  created: row.created.toISOString(),
});

/** Newest first, then by name. */
export async function listPrograms(tx: Tx, page: { limit: number; offset: number }): Promise<Program[]> {
  const rows = await tx
    .select(program)
    .from(programs)
    .orderBy(desc(programs.created), asc(programs.programName))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toProgram);
}

export async function insertProgram(tx: Tx, programName: string): Promise<Program> {
  const [row] = await tx.insert(programs).values({ programName }).returning(program);
  return toProgram(row!);
}

/** The updated program, or undefined when there is none with this id. */
export async function updateProgram(
  tx: Tx,
  programId: string,
  change: { programName: string; isActive?: boolean },
): Promise<Program | undefined> {
  const [row] = await tx
    .update(programs)
    .set({ programName: change.programName, ...(change.isActive === undefined ? {} : { isActive: change.isActive }) })
    .where(eq(programs.programId, programId))
    .returning(program);
  return row && toProgram(row);
}

/** The deleted program, or undefined when there is none with this id. */
export async function deleteProgram(tx: Tx, programId: string): Promise<Program | undefined> {
  const [row] = await tx.delete(programs).where(eq(programs.programId, programId)).returning(program);
  return row && toProgram(row);
}

export async function programExists(tx: Tx, programId: string): Promise<boolean> {
  const [found] = await tx.select({ id: programs.programId }).from(programs).where(eq(programs.programId, programId));
  return Boolean(found);
}

export async function countAssignmentsOfProgram(tx: Tx, programId: string): Promise<number> {
  const [linked] = await tx
    .select({ n: count() })
    .from(programAssignments)
    .where(eq(programAssignments.programId, programId));
  return linked!.n;
}

/** The assignments of a plan and/or a program, oldest first. */
export async function listProgramAssignments(
  tx: Tx,
  filter: { production_plan_id?: string; program_id?: string },
): Promise<ProgramAssignment[]> {
  return tx
    .select(assignment)
    .from(programAssignments)
    .where(
      and(
        filter.production_plan_id ? eq(programAssignments.productionPlanId, filter.production_plan_id) : undefined,
        filter.program_id ? eq(programAssignments.programId, filter.program_id) : undefined,
      ),
    )
    .orderBy(asc(programAssignments.created))
    .limit(PROGRAM_LIST_LIMIT);
}

export async function findProgramAssignment(tx: Tx, assignmentId: string): Promise<ProgramAssignment | undefined> {
  const [row] = await tx
    .select(assignment)
    .from(programAssignments)
    .where(eq(programAssignments.assignmentId, assignmentId));
  return row;
}

/** The company owning a production plan, or undefined when there is no such plan. */
export async function companyOfPlan(tx: Tx, productionPlanId: string): Promise<string | undefined> {
  const [plan] = await tx
    .select({ companyId: productionPlans.companyId })
    .from(productionPlans)
    .where(eq(productionPlans.productionPlanId, productionPlanId));
  return plan?.companyId;
}

/** One program per plan: the plan's assignment (if any) is replaced by this one. */
export async function replacePlanAssignment(
  tx: Tx,
  input: { program_id: string; company_id: string; production_plan_id: string },
): Promise<ProgramAssignment> {
  await tx.delete(programAssignments).where(eq(programAssignments.productionPlanId, input.production_plan_id));
  const [row] = await tx
    .insert(programAssignments)
    .values({ programId: input.program_id, companyId: input.company_id, productionPlanId: input.production_plan_id })
    .returning(assignment);
  return row!;
}

export async function deleteProgramAssignment(tx: Tx, assignmentId: string): Promise<void> {
  await tx.delete(programAssignments).where(eq(programAssignments.assignmentId, assignmentId));
}
