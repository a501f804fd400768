import {
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CONTRACT_MESSAGES,
  formatAmount,
  formatCoordinate,
  sanitizeNumericInput,
  STORAGE_TYPES,
  storageFormSchema,
  type StorageLocation,
} from '@portal/domain';
import { useState } from 'react';
import { MutationModal } from '../../components/mutation-modal';
import { QuantityInput } from '../../components/quantity-input';
import { showFailure, showSuccess } from '../../components/toast';
import { useAddStorageLocation } from './api/storage-locations';
import type { FormState } from './contract-form-state';
import { formResolver } from '../../lib/form';

/** Storage locations: pick the grower's existing ones or add one with the storage form. */
export function ContractStorageSection({
  form,
  setForm,
  locations,
  loading,
}: {
  form: FormState;
  setForm: (update: (form: FormState) => FormState) => void;
  locations: StorageLocation[] | undefined;
  loading: boolean;
}) {
  const [adding, setAdding] = useState(false);
  const growerId = form.grower?.grower_id ?? null;
  const toggle = (id: string, checked: boolean) =>
    setForm((f) => ({ ...f, storage_ids: checked ? [...f.storage_ids, id] : f.storage_ids.filter((s) => s !== id) }));

  let body;
  if (!growerId) body = <Text c="dimmed">{CONTRACT_MESSAGES.selectGrowerForStorage}</Text>;
  else if (loading)
    body = (
      <Center p="md" role="status" aria-label="Loading storage locations">
        <Loader size="sm" />
      </Center>
    );
  else if (!locations?.length) body = <Text c="dimmed">{CONTRACT_MESSAGES.noStorage}</Text>;
  else
    body = (
      <Stack gap="xs">
        {!form.storage_ids.length && (
          <Text c="dimmed" size="sm">
            {CONTRACT_MESSAGES.pickStorage}
          </Text>
        )}
        {locations.map((location) => (
          <Checkbox
            key={location.storage_locations_id}
            checked={form.storage_ids.includes(location.storage_locations_id)}
            onChange={(e) => toggle(location.storage_locations_id, e.currentTarget.checked)}
            label={location.storage_locations_name}
            description={`${location.storage_locations_type} · capacity ${formatAmount(location.storage_locations_capacity)} · ${formatCoordinate(location.latitude)}, ${formatCoordinate(location.longitude)}`}
          />
        ))}
      </Stack>
    );

  return (
    <Paper withBorder p="lg" component="section" aria-label="Storage locations">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3">
          Storage locations
        </Title>
        <Button variant="light" size="xs" disabled={!growerId} onClick={() => setAdding(true)}>
          Add storage location
        </Button>
      </Group>
      {body}
      {adding && growerId && (
        <AddStorageModal
          growerId={growerId}
          onClose={(added) => {
            setAdding(false);
            if (added) setForm((f) => ({ ...f, storage_ids: [...f.storage_ids, added] }));
          }}
        />
      )}
    </Paper>
  );
}

type StorageValues = {
  storage_name: string;
  storage_capacity: string;
  storage_type: string;
  storage_latitude: string;
  storage_longitude: string;
};

/** Signed decimals for coordinates: digits, one point and a leading minus. */
const coordinate = (value: string) => (value.trim().startsWith('-') ? '-' : '') + sanitizeNumericInput(value);

function AddStorageModal({ growerId, onClose }: { growerId: string; onClose: (addedId: string | null) => void }) {
  const add = useAddStorageLocation(growerId);
  const form = useForm<StorageValues>({
    initialValues: {
      storage_name: '',
      storage_capacity: '',
      storage_type: 'Grain',
      storage_latitude: '',
      storage_longitude: '',
    },
    validate: formResolver(storageFormSchema),
  });
  function submit(values: StorageValues) {
    add.mutate(storageFormSchema.parse(values), {
      // the modal closes itself on success, handing the new location's id to onClose
      onSuccess: () => showSuccess(CONTRACT_MESSAGES.storageAdded),
      onError: () => showFailure(CONTRACT_MESSAGES.storageFailed),
    });
  }
  return (
    <MutationModal
      mutation={add}
      form={form}
      onClose={() => onClose(add.data ?? null)}
      title="Add storage location"
      closeOnSuccess
      failedText={CONTRACT_MESSAGES.storageFailed}
    >
      {(cancel) => (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            <TextInput label="Storage name" required data-autofocus {...form.getInputProps('storage_name')} />
            <SimpleGrid cols={2}>
              <QuantityInput
                label="Capacity"
                required
                {...form.getInputProps('storage_capacity')}
                value={form.values.storage_capacity}
                onValue={(value) => form.setFieldValue('storage_capacity', value)}
              />
              <Select
                label="Storage type"
                data={[...STORAGE_TYPES]}
                allowDeselect={false}
                {...form.getInputProps('storage_type')}
              />
              <TextInput
                label="Latitude"
                required
                inputMode="decimal"
                {...form.getInputProps('storage_latitude')}
                onChange={(e) => form.setFieldValue('storage_latitude', coordinate(e.currentTarget.value))}
              />
              <TextInput
                label="Longitude"
                required
                inputMode="decimal"
                {...form.getInputProps('storage_longitude')}
                onChange={(e) => form.setFieldValue('storage_longitude', coordinate(e.currentTarget.value))}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
              <Button type="submit" loading={add.isPending}>
                Add storage location
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}
