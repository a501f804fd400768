import { Checkbox, Text } from '@mantine/core';
import {
  HARVEST_UNIT_LABELS,
  STEWARDSHIP_LIMITS,
  STEWARDSHIP_MESSAGES,
  STEWARDSHIP_SECTIONS,
  type ActivityView,
} from '@portal/domain';
import { DataTable, type Column } from '../../../components/data-table';
import { CleanoutFlag, DateCell, DecimalCell, SelectCell, shown, useControlSize } from './cells';
import { mergeRows } from './draft-store';
import {
  copyFirstDate,
  harvestFormOf,
  harvestPatch,
  validatePatch,
  type HarvestForm,
  type HarvestRow,
} from './section-form';
import { SectionHistoryButton } from '../section-history-button';
import { SectionFrame } from './section-frame';
import { useSectionEdit, type EditControl } from './use-section-edit';

const TITLE = STEWARDSHIP_SECTIONS.harvest;
const enabled = (row: HarvestRow) => !row.disabled;
type Key = Exclude<keyof HarvestRow, 'field_id' | 'field_name' | 'disabled'>;
const UNITS = Object.entries(HARVEST_UNIT_LABELS).map(([value, label]) => ({ value, label }));
const STORAGE_TYPES = STEWARDSHIP_LIMITS.storageTypes.map((type) => ({ value: type, label: type }));
const VALUES: { key: Key; header: string }[] = [
  { key: 'total_acres', header: 'Harvested acres' },
  { key: 'harvest_date', header: 'Harvest date' },
  { key: 'total_harvest', header: 'Total harvest' },
  { key: 'yield_per_acre', header: 'Yield/acre' },
  { key: 'unit_type', header: 'Unit' },
  { key: 'storage_type', header: 'Storage type' },
];
const labelOf = (key: Key, value: string) =>
  (key === 'unit_type' ? UNITS : STORAGE_TYPES).find((option) => option.value === value)?.label ?? value;

/** The harvest of every live field (6 values each; a row waits for its planting) and the harvest cleanout flag. */
export function HarvestWidget({ activity, control }: { activity: ActivityView; control: EditControl }) {
  const edit = useSectionEdit<HarvestForm>({
    activity,
    section: 'harvest',
    control,
    formOf: harvestFormOf,
    // a row's disabled state is the loaded planting's, never the draft's
    restoreOf: (loaded, drafted) => ({
      ...drafted,
      rows: mergeRows(loaded.rows, drafted.rows, (row) => row.field_id).map((row, i) => ({
        ...row,
        disabled: loaded.rows[i]!.disabled,
      })),
    }),
    toPatch: (form) => {
      const enabled = form.rows.flatMap((row, index) => (row.disabled ? [] : [index]));
      return validatePatch(harvestPatch(activity.stewardship_activity_id, form), (i) => enabled[i] ?? i);
    },
  });
  const server = harvestFormOf(activity);
  // a save waiting on the phone shows its values until it is sent
  const form = edit.form ?? (edit.queued && !edit.queued.conflict ? edit.queued.form : server);
  const editing = edit.form !== null;
  const size = useControlSize();

  const setRow = (index: number, key: Key, value: string) => {
    const rows = form.rows.map((row, i) => (i === index ? { ...row, [key]: value } : row));
    edit.change({ ...form, rows: form.sameDate ? copyFirstDate(rows, 'harvest_date', enabled) : rows });
  };
  const firstEnabled = form.rows.findIndex((row) => !row.disabled);
  const columns: Column<HarvestRow & { index: number }>[] = [
    {
      key: 'field',
      header: 'Field',
      render: (row) => (
        <>
          {row.field_name}
          {row.disabled && (
            <Text size="xs" c="dimmed">
              {STEWARDSHIP_MESSAGES.plantingFirst}
            </Text>
          )}
        </>
      ),
    },
    ...VALUES.map(({ key, header }) => ({
      key,
      header,
      render: (row: HarvestRow & { index: number }) => {
        if (!editing || row.disabled)
          return shown(
            key === 'unit_type' || key === 'storage_type' ? labelOf(key, row[key]) : row[key],
            key === 'harvest_date',
          );
        const props = {
          label: `${header}, ${row.field_name}`,
          value: row[key],
          error: edit.errors[`${row.index}.${key}`],
          onValue: (value: string) => setRow(row.index, key, value),
        };
        if (key === 'harvest_date')
          return <DateCell {...props} disabled={form.sameDate && row.index !== firstEnabled} />;
        if (key === 'unit_type') return <SelectCell {...props} options={UNITS} />;
        if (key === 'storage_type') return <SelectCell {...props} options={STORAGE_TYPES} />;
        return <DecimalCell {...props} />;
      },
    })),
  ];

  return (
    <SectionFrame
      title={TITLE}
      noun="harvest"
      confirmTitle="Harvest cleanout"
      edit={edit}
      server={server}
      canEdit={activity.can.edit}
      locked={control.locked}
      history={<SectionHistoryButton activityId={activity.stewardship_activity_id} section="harvest" />}
    >
      {editing && form.rows.filter((row) => !row.disabled).length > 1 && (
        <Checkbox
          size={size}
          label="Same harvest date for every field"
          checked={form.sameDate}
          onChange={(event) => {
            const sameDate = event.currentTarget.checked;
            edit.change({
              ...form,
              sameDate,
              rows: sameDate ? copyFirstDate(form.rows, 'harvest_date', enabled) : form.rows,
            });
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
      <CleanoutFlag
        label="Harvest equipment cleanout"
        value={form.cleanout.harvest_equipment}
        editing={editing}
        onValue={(value) => edit.change({ ...form, cleanout: { harvest_equipment: value } })}
      />
    </SectionFrame>
  );
}
