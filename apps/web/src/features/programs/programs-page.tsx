import { formatDate } from '@portal/domain';
import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Program } from '@portal/domain';
import { useMemo, useState } from 'react';
import { AdminPageHead } from '../../components/admin-page-head';
import { DataTable } from '../../components/data-table';
import { EditDeleteActions } from '../../components/row-actions';
import { usePrograms } from './api/programs';
import { DeleteProgramModal, ProgramModal } from './program-modals';

type SortKey = 'program_name' | 'created';
type Dialog = { kind: 'add' } | { kind: 'edit'; program: Program } | { kind: 'delete'; program: Program } | null;

/** /company/programs: sortable programs with Add, Edit and Delete (show-programs). */
export function ProgramsPage() {
  const programs = usePrograms();
  const [sort, setSort] = useState<{ key: SortKey; desc: boolean }>({ key: 'created', desc: true });
  const [dialog, setDialog] = useState<Dialog>(null);
  const rows = useMemo(() => {
    const list = [...(programs.data ?? [])];
    list.sort((a, b) => {
      const order =
        sort.key === 'created'
          ? a.created.localeCompare(b.created)
          : a.program_name.localeCompare(b.program_name, undefined, { sensitivity: 'base' });
      return sort.desc ? -order : order;
    });
    return list;
  }, [programs.data, sort]);

  const close = () => setDialog(null);
  const sortOf = (key: SortKey) => (sort.key !== key ? 'none' : sort.desc ? 'descending' : 'ascending');
  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <UnstyledButton
        onClick={() => setSort({ key, desc: active ? !sort.desc : false })}
        aria-label={`Sort by ${label}`}
        fw={700}
      >
        {label} {active ? (sort.desc ? '▼' : '▲') : '↕'}
      </UnstyledButton>
    );
  };

  return (
    <Stack>
      <AdminPageHead
        title="Programs"
        action={<Button onClick={() => setDialog({ kind: 'add' })}>Add program</Button>}
      />
      <DataTable<Program>
        caption="Programs"
        loading={programs.isPending}
        rows={rows}
        rowKey={(p) => p.program_id}
        emptyText="No programs."
        columns={[
          {
            key: 'name',
            header: header('program_name', 'Program name'),
            sort: sortOf('program_name'),
            render: (p) => <Text fw={500}>{p.program_name}</Text>,
          },
          {
            key: 'created',
            header: header('created', 'Created date'),
            sort: sortOf('created'),
            render: (p) => formatDate(p.created),
          },
          {
            key: 'action',
            header: 'Action',
            width: 200,
            render: (p) => (
              <EditDeleteActions
                name={p.program_name}
                onEdit={() => setDialog({ kind: 'edit', program: p })}
                onDelete={() => setDialog({ kind: 'delete', program: p })}
              />
            ),
          },
        ]}
      />
      {dialog?.kind === 'add' && <ProgramModal onClose={close} />}
      {dialog?.kind === 'edit' && <ProgramModal program={dialog.program} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteProgramModal program={dialog.program} onClose={close} />}
    </Stack>
  );
}
