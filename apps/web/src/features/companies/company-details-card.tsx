import { Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  canUpdateCompany,
  COMPANY_MESSAGES,
  companyDetailSchema,
  type Company,
  type CompanyDetailInput,
} from '@portal/domain';
import { useState } from 'react';
import { StatusView, type ModalStatus } from '../../components/status-view';
import { api } from '../../lib/api';
import { useSession } from '../../session/session-context';
import { COMPANY_API, useReloadCompany } from './api';

/** The company's details (name and value pairs), with Add new detail for those who may edit it. */
export function CompanyDetailsCard({ company }: { company: Company }) {
  const { access } = useSession();
  const [adding, setAdding] = useState(false);
  const canEdit = canUpdateCompany(access, company.company_id);
  return (
    <Paper withBorder p="lg" component="section" aria-label="Company details">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Company details</Title>
          {canEdit && (
            <Button size="xs" variant="light" onClick={() => setAdding(true)}>
              Add new detail
            </Button>
          )}
        </Group>
        {company.details.length ? (
          <Stack gap="xs" component="dl" m={0}>
            {company.details.map((d) => (
              <div key={d.detail_id}>
                <Text component="dt" size="sm" fw={600}>
                  {d.details_name}
                </Text>
                <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {d.details_value}
                </Text>
              </div>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            No data
          </Text>
        )}
      </Stack>
      {canEdit && <AddDetailModal companyId={company.company_id} opened={adding} onClose={() => setAdding(false)} />}
    </Paper>
  );
}

function AddDetailModal({ companyId, opened, onClose }: { companyId: string; opened: boolean; onClose: () => void }) {
  const reload = useReloadCompany(companyId);
  const [status, setStatus] = useState<ModalStatus>('FORM');
  const form = useForm<CompanyDetailInput>({
    initialValues: { details_name: '', details_value: '' },
    validate: schemaResolver(companyDetailSchema, { sync: true }),
  });
  const close = () => {
    setStatus('FORM');
    form.reset();
    onClose();
  };
  async function submit(details: CompanyDetailInput) {
    setStatus('LOADING');
    try {
      await api(COMPANY_API, { method: 'PATCH', body: { company_id: companyId, details } });
      await reload();
      close();
    } catch {
      setStatus('FAILED');
    }
  }
  return (
    <Modal opened={opened} onClose={close} title="Add new detail" centered>
      {status === 'FORM' ? (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <TextInput label="Detail name" required {...form.getInputProps('details_name')} />
            <Textarea label="Description" required autosize minRows={2} {...form.getInputProps('details_value')} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">Add detail</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <StatusView status={status} successText="" failedText={COMPANY_MESSAGES.failed} onClose={close} />
      )}
    </Modal>
  );
}
