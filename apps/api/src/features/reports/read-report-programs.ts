import { canReadAllCompanies, type ReportPlan, type ReportPrograms } from '@portal/domain';
import type { Service } from '../../services/service';
import { reportProgramRows, visibleProgramPlanRows } from './program-repository';
import type { ReportDeps } from './repository';

/**
 * GET /api/reports/programs: the Program report's pickers under show-reports (a steward or a grain
 * receiver's manager has no show-programs). Plans are those of the companies the user may see; a
 * user who does not read every company sees only the programs holding one of those plans.
 */
export const readReportPrograms = (async (deps, { actor }) => {
  const [programs, plans] = await Promise.all([reportProgramRows(deps.db), visibleProgramPlanRows(deps.db, actor)]);
  const byProgram = new Map<string, ReportPlan[]>();
  for (const { program_id, ...plan } of plans) byProgram.set(program_id, [...(byProgram.get(program_id) ?? []), plan]);
  const everyProgram = canReadAllCompanies(actor.access);
  return {
    programs: programs
      .map((program) => ({ ...program, production_plans: byProgram.get(program.program_id) ?? [] }))
      .filter((program) => everyProgram || program.production_plans.length > 0),
  };
}) satisfies Service<ReportDeps, void, ReportPrograms>;
