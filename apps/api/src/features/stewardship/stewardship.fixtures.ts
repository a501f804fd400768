import type { ActivityView } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  contracts,
  growers,
  stewardshipActivities,
  stewardshipFields,
  stewardshipHistory,
  stewardshipStewards,
  stewardshipStorage,
  users,
} from '../../db/schema';
import { createTestPortal, injectAs, json, type TestPortal } from '../../../test/portal';

/**
 * What the stewardship API tests share: one portal per file and the demo activities of the
 * completed contracts (Hansen complete, Two Rivers partial with a lost field, Kowalski harvest only),
 * each stewarded by steward@example.com.
 */
export let portal: TestPortal;
export const db = () => portal.app.deps.db;

type Demo = { activityId: string; contractId: string; growerId: string };
export const demo = {} as Record<'hansen' | 'kowalski' | 'twoRivers', Demo>;

const GROWERS = { hansen: 'Hansen Family Farms', kowalski: 'Kowalski Grain', twoRivers: 'Two Rivers Ranch' } as const;

export function setUpStewardshipPortal() {
  beforeAll(async () => {
    portal = await createTestPortal();
    for (const [key, name] of Object.entries(GROWERS) as [keyof typeof GROWERS, string][]) {
      const [row] = await db()
        .select({
          activityId: stewardshipActivities.stewardshipActivityId,
          contractId: contracts.contractId,
          growerId: growers.growerId,
        })
        .from(stewardshipActivities)
        .innerJoin(contracts, eq(contracts.contractId, stewardshipActivities.contractId))
        .innerJoin(growers, eq(growers.growerId, contracts.growerId))
        .where(eq(growers.growerName, name));
      if (!row) throw new Error(`No demo activity of ${name}`);
      demo[key] = row;
    }
  });
  afterAll(() => portal?.close());
}

export async function userId(email: string): Promise<string> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

export async function removeSteward(activityId: string, email: string) {
  await db()
    .delete(stewardshipStewards)
    .where(
      and(
        eq(stewardshipStewards.stewardshipActivityId, activityId),
        eq(stewardshipStewards.userId, await userId(email)),
      ),
    );
}

/** GET /api/activity as the user, expecting 200. */
export async function activityAs(email: string, activityId: string): Promise<ActivityView> {
  const response = await injectAs(portal.app, email, {
    method: 'GET',
    url: `/api/activity?stewardship_activity_id=${activityId}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<ActivityView>(response);
}

/** Every stored row of an activity, to prove a refused call changed nothing. */
export async function snapshot(activityId: string): Promise<string> {
  const of = <T>(rows: Promise<T[]>) => rows.then((r) => JSON.stringify(r));
  const parts = await Promise.all([
    of(db().select().from(stewardshipActivities).where(eq(stewardshipActivities.stewardshipActivityId, activityId))),
    of(
      db()
        .select()
        .from(stewardshipFields)
        .where(eq(stewardshipFields.stewardshipActivityId, activityId))
        .orderBy(stewardshipFields.fieldId),
    ),
    of(db().select().from(stewardshipStorage).where(eq(stewardshipStorage.stewardshipActivityId, activityId))),
    of(db().select().from(stewardshipStewards).where(eq(stewardshipStewards.stewardshipActivityId, activityId))),
    of(db().select().from(stewardshipHistory).where(eq(stewardshipHistory.stewardshipActivityId, activityId))),
  ]);
  const [contract] = await db()
    .select({ details: contracts.contractDetails })
    .from(contracts)
    .innerJoin(stewardshipActivities, eq(stewardshipActivities.contractId, contracts.contractId))
    .where(eq(stewardshipActivities.stewardshipActivityId, activityId));
  return [...parts, JSON.stringify(contract?.details)].join('\n');
}
