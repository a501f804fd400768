import { STEWARDSHIP_SECTIONS, type ActivityView } from '@portal/domain';
import { DataTable, type Column } from '../../../components/data-table';
import { DateCell, DecimalCell, shown } from './cells';
import { mergeRows } from './draft-store';
import { storageFormOf, storagePatch, validatePatch, type StorageForm, type StorageRow } from './section-form';
import { SectionHistoryButton } from '../section-history-button';
import { SectionFrame } from './section-frame';
import { useSectionEdit, type EditControl } from './use-section-edit';

const TITLE = STEWARDSHIP_SECTIONS.storage;

/** Every storage location's cleanout date and capacity. */
export function StorageCleanoutWidget({ activity, control }: { activity: ActivityView; control: EditControl }) {
  const edit = useSectionEdit<StorageForm>({
    activity,
    section: 'storage',
    control,
    formOf: storageFormOf,
    restoreOf: (loaded, drafted) => ({ rows: mergeRows(loaded.rows, drafted.rows, (row) => row.location_name) }),
    toPatch: (form) => validatePatch(storagePatch(activity.stewardship_activity_id, form)),
  });
  const server = storageFormOf(activity);
  // a save waiting on the phone shows its values until it is sent
  const form = edit.form ?? (edit.queued && !edit.queued.conflict ? edit.queued.form : server);
  const editing = edit.form !== null;
  const setRow = (index: number, key: 'capacity' | 'cleanout_date', value: string) =>
    edit.change({ rows: form.rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)) });
  const cell = (row: StorageRow & { index: number }, key: 'capacity' | 'cleanout_date', header: string) => {
    if (!editing) return shown(row[key], key === 'cleanout_date');
    const props = {
      label: `${header}, ${row.location_name}`,
      value: row[key],
      error: edit.errors[`${row.index}.${key}`],
      onValue: (value: string) => setRow(row.index, key, value),
    };
    return key === 'cleanout_date' ? <DateCell {...props} /> : <DecimalCell {...props} />;
  };
  const columns: Column<StorageRow & { index: number }>[] = [
    { key: 'location', header: 'Location', render: (row) => row.location_name },
    { key: 'cleanout_date', header: 'Cleanout date', render: (row) => cell(row, 'cleanout_date', 'Cleanout date') },
    { key: 'capacity', header: 'Capacity', render: (row) => cell(row, 'capacity', 'Capacity') },
  ];
  return (
    <SectionFrame
      title={TITLE}
      noun="storage cleanout"
      confirmTitle="Storage cleanout"
      edit={edit}
      server={server}
      canEdit={activity.can.edit && activity.storage_locations.length > 0}
      locked={control.locked}
      history={<SectionHistoryButton activityId={activity.stewardship_activity_id} section="storage" />}
    >
      <DataTable
        caption={TITLE}
        columns={columns}
        rows={form.rows.map((row, index) => ({ ...row, index }))}
        rowKey={(row) => row.location_name}
        loading={false}
        emptyText="No storage locations."
        stackOnMobile
      />
    </SectionFrame>
  );
}
