import type { CompanyTrainingInput, CompanyTrainingRecord, TrainingVideo } from '@portal/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, companyTraining, trainingVideos } from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import { visibleCompanies, visibleOrLinkedCompanies } from '../../services/company-scope';
import type { PortalDeps } from '../../services/deps';

export type TrainingDeps = Pick<PortalDeps, 'db'>;

const training = {
  training_year: companyTraining.trainingYear,
  company_sap_id: companyTraining.companySapId,
  company_name: companyTraining.companyName,
  active: companyTraining.active,
  contact_name: companyTraining.contactName,
  contact_email: companyTraining.contactEmail,
};
const video = {
  training_id: trainingVideos.trainingId,
  training_year: trainingVideos.trainingYear,
  training_steps: trainingVideos.trainingSteps,
};

export async function findCompanyTraining(
  tx: Tx,
  sapId: string,
  year: number,
): Promise<CompanyTrainingRecord | undefined> {
  const [row] = await tx
    .select(training)
    .from(companyTraining)
    .where(and(eq(companyTraining.companySapId, sapId), eq(companyTraining.trainingYear, year)));
  return row;
}

/** Inserts or updates records by (company_sap_id, training_year) in the caller's transaction. */
export async function upsertTraining(tx: Tx, docs: CompanyTrainingInput[]): Promise<CompanyTrainingRecord[]> {
  return tx
    .insert(companyTraining)
    .values(
      docs.map((d) => ({
        trainingYear: d.training_year,
        companySapId: d.company_sap_id,
        companyName: d.company_name,
        active: d.active,
        contactName: d.contact_name ?? null,
        contactEmail: d.contact_email ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [companyTraining.companySapId, companyTraining.trainingYear],
      set: {
        companyName: sql`excluded.company_name`,
        active: sql`excluded.active`,
        contactName: sql`coalesce(excluded.contact_name, ${companyTraining.contactName})`,
        contactEmail: sql`coalesce(excluded.contact_email, ${companyTraining.contactEmail})`,
      },
    })
    .returning(training);
}

/** The live companies owning these SAP ids. */
export function liveCompaniesBySapId(tx: Tx, sapIds: string[]) {
  return tx
    .select({ sapId: companies.sapId, companyId: companies.companyId })
    .from(companies)
    .where(and(inArray(companies.sapId, sapIds), isNull(companies.deletedAt)));
}

/** Whether the actor sees the company with this SAP id, merely sees it linked to theirs, or neither. */
export async function companySightOf(tx: Tx, actor: Actor, sapId: string): Promise<'visible' | 'linked' | 'none'> {
  const [row] = await tx
    .select({ visible: sql<boolean>`(${visibleCompanies(actor)})` })
    .from(companies)
    .where(and(eq(companies.sapId, sapId), visibleOrLinkedCompanies(actor)));
  return !row ? 'none' : row.visible ? 'visible' : 'linked';
}

/** One year's video, or every video (year undefined), by year. */
export function listTrainingVideos(tx: Tx, year?: number): Promise<TrainingVideo[]> {
  return tx
    .select(video)
    .from(trainingVideos)
    .where(year ? eq(trainingVideos.trainingYear, year) : undefined)
    .orderBy(asc(trainingVideos.trainingYear));
}

/** The new video, or undefined when the id (the year) is taken. */
export async function insertTrainingVideo(tx: Tx, value: TrainingVideo): Promise<TrainingVideo | undefined> {
  const [row] = await tx
    .insert(trainingVideos)
    .values({ trainingId: value.training_id, trainingYear: value.training_year, trainingSteps: value.training_steps })
    .onConflictDoNothing()
    .returning(video);
  return row;
}

export async function updateTrainingSteps(
  tx: Tx,
  trainingId: string,
  steps: TrainingVideo['training_steps'],
): Promise<TrainingVideo | undefined> {
  const [row] = await tx
    .update(trainingVideos)
    .set({ trainingSteps: steps })
    .where(eq(trainingVideos.trainingId, trainingId))
    .returning(video);
  return row;
}

export async function deleteTrainingVideo(tx: Tx, trainingId: string): Promise<TrainingVideo | undefined> {
  const [row] = await tx.delete(trainingVideos).where(eq(trainingVideos.trainingId, trainingId)).returning(video);
  return row;
}
