import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  canUpdateCompany,
  COMPANY_MESSAGES,
  companyDetailSchema,
  type Company,
  type CompanyDetailInput,
} from '@portal/domain';
import { useState } from 'react';
import { MutationModal } from '../../components/mutation-modal';
import { useReloadKeepingEdits } from '../../components/reload-keeping-edits';
import { useSession } from '../../session/session-context';
import { useReadCompany } from './api/companies';
import { useUpdateCompany } from './api/save-company';
import { FormActions } from '../../components/form-actions';
import { formResolver } from '../../lib/form';

/** The company's details (name and value pairs), with Add new detail for those who may edit it. */
export function CompanyDetailsCard({ company }: { company: Company }) {
  const { access } = useSession();
  const [adding, setAdding] = useState(false);
  const canEdit = canUpdateCompany(access, company.company_id);
  return (
    <Paper withBorder p="lg" component="section" aria-label="Company details">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Company details
          </Title>
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
      {canEdit && <AddDetailModal company={company} opened={adding} onClose={() => setAdding(false)} />}
    </Paper>
  );
}

function AddDetailModal({ company, opened, onClose }: { company: Company; opened: boolean; onClose: () => void }) {
  const update = useUpdateCompany();
  const form = useForm<CompanyDetailInput>({
    initialValues: { details_name: '', details_value: '' },
    validate: formResolver(companyDetailSchema),
  });
  // The card's company follows its query: reading it again brings the newest version; the detail stays typed.
  const conflict = useReloadKeepingEdits(useReadCompany(company.company_id), () => undefined, update.reset);
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <MutationModal
      mutation={update}
      form={form}
      dirty={form.isDirty()}
      opened={opened}
      onClose={close}
      title="Add new detail"
      failedText={COMPANY_MESSAGES.failed}
      onReload={conflict.reload}
      reloaded={conflict.reloaded}
      closeOnSuccess
    >
      {(cancel) => (
        <form
          onSubmit={form.onSubmit((details) =>
            update.mutate({ company_id: company.company_id, details, version: company.version }),
          )}
          noValidate
        >
          <Stack>
            <TextInput label="Detail name" required {...form.getInputProps('details_name')} />
            <Textarea label="Description" required autosize minRows={2} {...form.getInputProps('details_value')} />
            <FormActions onCancel={cancel} submitLabel="Add detail" />
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}
