import { and, asc, eq, inArray } from 'drizzle-orm';
import { refreshComplete } from '../../features/stewardship/record-change';
import { ensureStewardshipActivity } from '../../services/stewardship-activity';
import type { Tx } from '../client';
import {
  contracts,
  fields,
  growers,
  stewardshipActivities,
  stewardshipFields,
  stewardshipHistory,
  stewardshipStewards,
  stewardshipStorage,
  users,
} from '../schema';

const STEWARD = 'steward@example.com';

/**
 * How far each demo grower's stewardship got: Hansen every section complete with a replant,
 * Two Rivers partly (a field lost, storage and cleanout half done), the others harvest only
 * (planting, storage and cleanout empty). Every completed contract has its harvest, which the
 * scale-ticket inventory reads.
 */
type Scenario = 'complete' | 'partial' | 'harvest-only';
const SCENARIOS: Record<string, Scenario> = { 'Hansen Family Farms': 'complete', 'Two Rivers Ranch': 'partial' };

type Field = typeof fields.$inferSelect;

/**
 * Stewardship activities for every completed contract of the sales year, steward@example.com
 * assigned, with planting, harvest, storage cleanout, events and history by scenario. Answers the
 * harvested bushels per contract. Committed units get their harvest bushels (grain deliveries).
 */
export async function seedDemoStewardship(tx: Tx, options: { salesYear: number }) {
  const { salesYear } = options;
  const list = await tx
    .select({ contractId: contracts.contractId, growerId: contracts.growerId, growerName: growers.growerName })
    .from(contracts)
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .where(
      and(
        eq(contracts.contractYear, salesYear),
        inArray(contracts.contractState, ['completed', 'amendment_completed']),
      ),
    )
    .orderBy(asc(contracts.created));
  const [steward] = await tx
    .select({ id: users.id, first: users.first, last: users.last })
    .from(users)
    .where(eq(users.email, STEWARD));
  const stewardName = [steward!.first, steward!.last].join(' ');
  const growerFields = list.length
    ? await tx
        .select()
        .from(fields)
        .where(
          inArray(
            fields.growerId,
            list.map((c) => c.growerId),
          ),
        )
    : [];

  const harvests = new Map<string, number>();
  for (const contract of list) {
    const scenario = SCENARIOS[contract.growerName] ?? 'harvest-only';
    const { stewardshipActivityId: activityId } = await ensureStewardshipActivity(tx, contract.contractId);
    await tx.insert(stewardshipStewards).values({ stewardshipActivityId: activityId, userId: steward!.id });
    const own = growerFields.filter((f) => f.growerId === contract.growerId);
    const fieldsOf = () =>
      tx.select().from(stewardshipFields).where(eq(stewardshipFields.stewardshipActivityId, activityId));
    if (!(await fieldsOf()).length && own.length) {
      // A contract without named fields: the grower's fields, as Assign Enogen Fields would add them.
      await tx.insert(stewardshipFields).values(
        own.map((f) => ({
          stewardshipActivityId: activityId,
          fieldId: f.fieldId,
          fieldName: f.fieldName,
          acres: f.acres,
          borderRows: f.borderRows,
        })),
      );
    }
    const order = (id: string) => own.findIndex((f) => f.fieldId === id);
    const rows = (await fieldsOf()).sort((a, b) => order(a.fieldId) - order(b.fieldId));
    let total = 0;
    for (const [i, row] of rows.entries()) {
      const field = own.find((f) => f.fieldId === row.fieldId);
      const lost = scenario === 'partial' && i === rows.length - 1 && rows.length > 1;
      const harvest = lost ? null : harvestOf(row.acres, field, i, salesYear);
      total += harvest?.total_harvest ?? 0;
      await tx
        .update(stewardshipFields)
        .set({
          harvest,
          planting: scenario === 'harvest-only' ? null : plantingOf(row.acres, field, i, salesYear),
          fieldLost: lost,
          fieldLostReplant: events(scenario, i, lost, row.acres, salesYear, stewardName),
        })
        .where(eq(stewardshipFields.stewardshipFieldId, row.stewardshipFieldId));
    }
    harvests.set(contract.contractId, total);

    if (scenario !== 'harvest-only') {
      const complete = scenario === 'complete';
      await tx
        .update(stewardshipStorage)
        .set({ cleanoutDate: `${salesYear}-09-0${complete ? 2 : 5}`, capacity: complete ? 60000 : null })
        .where(eq(stewardshipStorage.stewardshipActivityId, activityId));
      await tx
        .update(stewardshipActivities)
        .set({
          plantingCleanout: { planting_equipment: true, seed_return: complete ? true : null },
          harvestCleanout: { harvest_equipment: complete ? true : null },
        })
        .where(eq(stewardshipActivities.stewardshipActivityId, activityId));
    }
    await tx.insert(stewardshipHistory).values(
      HISTORY[scenario].map((action, i) => ({
        stewardshipActivityId: activityId,
        userId: steward!.id,
        userName: stewardName,
        userEmail: STEWARD,
        action,
        // through the season, never after now (later edits sort after these)
        editDateTime: new Date(
          Math.min(Date.UTC(salesYear, 3 + Math.floor(i * 1.5), 20, 15), Date.now() - (5 - i) * 3_600_000),
        ),
      })),
    );
    await refreshComplete(tx, activityId);
  }
  return { harvests };
}

const HISTORY: Record<Scenario, string[]> = {
  complete: [
    'Assign Steward',
    'Edit planting stewardship',
    'Replant',
    'Edit harvest stewardship',
    'Edit storage cleanout',
  ],
  partial: ['Assign Steward', 'Edit planting stewardship', 'Field lost', 'Edit harvest stewardship'],
  'harvest-only': ['Assign Steward', 'Edit harvest stewardship'],
};

const day = (n: number) => String(n).padStart(2, '0');

function plantingOf(acres: number, field: Field | undefined, i: number, year: number) {
  return {
    total_planted_acres: acres.toFixed(2),
    planting_rate: field?.plantingRate ?? 32000,
    plant_date: `${year}-05-${day(2 + i)}`,
    crop: field?.averageYield ?? 190,
  };
}

function harvestOf(acres: number, field: Field | undefined, i: number, year: number) {
  const yieldPerAcre = (field?.averageYield ?? 190) - 5 + i * 3;
  return {
    total_acres: acres,
    harvest_date: `${year}-10-${day(10 + i)}`,
    total_harvest: Math.round(acres * yieldPerAcre),
    yield_per_acre: yieldPerAcre,
    unit_type: 'bushels',
    storage_type: 'Grain',
  };
}

/** The replant of Hansen's second field and the loss of Two Rivers' last one, as the modals record them. */
function events(scenario: Scenario, i: number, lost: boolean, acres: number, year: number, userName: string) {
  const replant = scenario === 'complete' && i === 1;
  if (!replant && !lost) return [];
  return [
    {
      type: lost ? 'field_lost' : 'replant',
      date: lost ? `${year}-07-02` : `${year}-05-28`,
      acres,
      notes: lost ? 'Flooded after the June storms' : 'Hail stand loss; replanted with Enogen',
      user_name: userName,
      created: new Date(Date.UTC(year, lost ? 6 : 4, lost ? 2 : 28, 15)).toISOString(),
    },
  ];
}
