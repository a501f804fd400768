import {
  fieldEventChanges,
  fieldLostError,
  plantedAcres,
  replantError,
  STEWARDSHIP_ACTIONS,
  type ActivityView,
  type FieldLost,
  type Replant,
} from '@portal/domain';
import { actorName } from '../../plugins/actor';
import type { Service } from '../../services/service';
import { fieldOf } from './activity-view';
import { editActivity } from './activity-access';
import { invalid, recordChange } from './record-change';
import { appendFieldEvent, listFields, lockActivity, type StewardshipDeps } from './repository';
import { FOREIGN_FIELD } from './update-activity';

type FieldEvent = { type: 'replant'; input: Replant } | { type: 'field_lost'; input: FieldLost };

/**
 * POST /api/replant and /api/fieldLost (spec 3, §5, the domain's replant rules on the stored
 * field): the event goes to the field's field_lost_replant history with the session's user; a
 * field-lost event marks the field lost, which is final.
 */
export const recordFieldEvent = (async (deps, { actor, audit }, event) => {
  const { input } = event;
  return deps.db.transaction(async (tx) => {
    await editActivity(tx, actor, input.stewardship_id);
    await lockActivity(tx, input.stewardship_id);
    const row = (await listFields(tx, [input.stewardship_id])).find((f) => f.fieldId === input.field_id);
    if (!row) throw invalid(FOREIGN_FIELD);
    const field = fieldOf(row);
    const lost = event.type === 'field_lost';
    // A lost field loses its planted acres, whatever the body says.
    const acres = lost ? plantedAcres(field) : event.input.acres_replanted;
    const refused = lost ? fieldLostError(field) : replantError(field, acres);
    if (refused) throw invalid(refused);
    const recorded = {
      type: event.type,
      date: lost ? event.input.fieldLost_date : event.input.replanted_date,
      acres,
      notes: input.notes ?? null,
    };
    await appendFieldEvent(
      tx,
      input.stewardship_id,
      input.field_id,
      { ...recorded, user_name: actorName(actor), created: new Date().toISOString() },
      lost,
    );
    return recordChange(tx, actor, audit, {
      activityId: input.stewardship_id,
      action: lost ? STEWARDSHIP_ACTIONS.fieldLost : STEWARDSHIP_ACTIONS.replant,
      details: { field_id: input.field_id, acres },
      section: 'field_events',
      changes: fieldEventChanges(field.field_name, recorded),
    });
  });
}) satisfies Service<StewardshipDeps, FieldEvent, ActivityView>;
