import { Checkbox, Stack } from '@mantine/core';
import { STEWARDSHIP_SECTIONS, type ActivityView } from '@portal/domain';
import { DataTable, type Column } from '../../../components/data-table';
import { CleanoutFlag, DateCell, DecimalCell, shown, useControlSize } from './cells';
import { mergeRows } from './draft-store';
import {
  copyFirstDate,
  plantingFormOf,
  plantingPatch,
  validatePatch,
  type PlantingForm,
  type PlantingRow,
} from './section-form';
import { SectionHistoryButton } from '../section-history-button';
import { SectionFrame } from './section-frame';
import { useSectionEdit, type EditControl } from './use-section-edit';

const TITLE = STEWARDSHIP_SECTIONS.planting;
type Key = 'total_planted_acres' | 'planting_rate' | 'plant_date' | 'crop';
const VALUES: { key: Key; header: string }[] = [
  { key: 'total_planted_acres', header: 'Planted acres' },
  { key: 'planting_rate', header: 'Planting rate' },
  { key: 'plant_date', header: 'Plant date' },
  { key: 'crop', header: 'Est. bu/acre' },
];

/** The planting of every live field (4 values each) and the planting cleanout flags. */
export function PlantingWidget({ activity, control }: { activity: ActivityView; control: EditControl }) {
  const edit = useSectionEdit<PlantingForm>({
    activity,
    section: 'planting',
    control,
    formOf: plantingFormOf,
    restoreOf: (loaded, drafted) => ({
      ...drafted,
      rows: mergeRows(loaded.rows, drafted.rows, (row) => row.field_id),
    }),
    toPatch: (form) => validatePatch(plantingPatch(activity.stewardship_activity_id, form)),
  });
  const server = plantingFormOf(activity);
  // a save waiting on the phone shows its values until it is sent
  const form = edit.form ?? (edit.queued && !edit.queued.conflict ? edit.queued.form : server);
  const editing = edit.form !== null;
  const size = useControlSize();

  const setRow = (index: number, key: Key, value: string) => {
    const rows = form.rows.map((row, i) => (i === index ? { ...row, [key]: value } : row));
    edit.change({ ...form, rows: form.sameDate ? copyFirstDate(rows, 'plant_date') : rows });
  };
  const columns: Column<PlantingRow & { index: number }>[] = [
    { key: 'field', header: 'Field', render: (row) => row.field_name },
    ...VALUES.map(({ key, header }) => ({
      key,
      header,
      render: (row: PlantingRow & { index: number }) => {
        if (!editing) return shown(row[key], key === 'plant_date');
        const props = {
          label: `${header}, ${row.field_name}`,
          value: row[key],
          error: edit.errors[`${row.index}.${key}`],
          onValue: (value: string) => setRow(row.index, key, value),
        };
        return key === 'plant_date' ? (
          <DateCell {...props} disabled={form.sameDate && row.index > 0} />
        ) : (
          <DecimalCell {...props} />
        );
      },
    })),
  ];

  return (
    <SectionFrame
      title={TITLE}
      noun="planting"
      confirmTitle="Planting cleanout"
      edit={edit}
      server={server}
      canEdit={activity.can.edit}
      locked={control.locked}
      history={<SectionHistoryButton activityId={activity.stewardship_activity_id} section="planting" />}
    >
      {editing && form.rows.length > 1 && (
        <Checkbox
          size={size}
          label="Same plant date for every field"
          checked={form.sameDate}
          onChange={(event) => {
            const sameDate = event.currentTarget.checked;
            edit.change({ ...form, sameDate, rows: sameDate ? copyFirstDate(form.rows, 'plant_date') : form.rows });
          }}
        />
      )}
      <DataTable
        caption={TITLE}
        columns={columns}
        rows={form.rows.map((row, index) => ({ ...row, index }))}
        rowKey={(row) => row.field_id}
        loading={false}
        emptyText="No fields assigned yet."
        stackOnMobile
      />
      <Stack gap="xs">
        <CleanoutFlag
          label="Planting equipment cleanout"
          value={form.cleanout.planting_equipment}
          editing={editing}
          onValue={(value) => edit.change({ ...form, cleanout: { ...form.cleanout, planting_equipment: value } })}
        />
        <CleanoutFlag
          label="Seed return"
          value={form.cleanout.seed_return}
          editing={editing}
          onValue={(value) => edit.change({ ...form, cleanout: { ...form.cleanout, seed_return: value } })}
        />
      </Stack>
    </SectionFrame>
  );
}
