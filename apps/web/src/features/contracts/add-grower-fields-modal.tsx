import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addGrowerFieldsSchema, GROWER_ADD_TEXTS, type GrowerHit } from '@portal/domain';
import { MutationModal } from '../../components/mutation-modal';
import { QuantityInput } from '../../components/quantity-input';
import { formResolver } from '../../lib/form';
import { useAddGrowerFields } from './api/add-grower-fields';
import type { Party, PickedGrower } from './contract-form-state';

type FieldValues = { field_name: string; acres: string; planting_rate: string; average_yield: string };
type Values = {
  reseller_id: string;
  grower_id?: string;
  grower?: { grower_name: string; sap_id: string; first: string; last: string; phone: string; email: string };
  farm_name: string;
  fields: FieldValues[];
};

const EMPTY_FIELD: FieldValues = { field_name: '', acres: '', planting_rate: '', average_yield: '' };

/**
 * Adds a grower of the chosen reseller with its fields, or fields to the chosen grower, without
 * leaving the create page; the saved grower is handed back to be picked.
 */
export function AddGrowerFieldsModal({
  reseller,
  grower,
  onClose,
}: {
  reseller: Party;
  grower: PickedGrower | null;
  onClose: (added: GrowerHit | null) => void;
}) {
  const add = useAddGrowerFields();
  const form = useForm<Values>({
    initialValues: {
      reseller_id: reseller.id,
      ...(grower
        ? { grower_id: grower.grower_id }
        : { grower: { grower_name: '', sap_id: '', first: '', last: '', phone: '', email: '' } }),
      farm_name: '',
      fields: [{ ...EMPTY_FIELD }],
    },
    validate: formResolver(addGrowerFieldsSchema),
  });
  const numeric = (path: string) => ({
    ...form.getInputProps(path),
    value: String(form.getInputProps(path).value ?? ''),
    onValue: (value: string) => form.setFieldValue(path, value),
  });
  return (
    <MutationModal
      mutation={add}
      form={form}
      onClose={() => onClose(add.data?.grower ?? null)}
      title={grower ? `Add fields to ${grower.grower_name}` : 'Add grower and fields'}
      closeOnSuccess
      failedText={GROWER_ADD_TEXTS.failed}
    >
      {(cancel) => (
        <form onSubmit={form.onSubmit((values) => add.mutate(values))} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              Reseller: {reseller.name}
            </Text>
            {!grower && (
              <>
                <TextInput label="Grower name" required data-autofocus {...form.getInputProps('grower.grower_name')} />
                <SimpleGrid cols={2}>
                  <TextInput
                    label="Grower SAP ID"
                    description="Leave empty if none"
                    {...form.getInputProps('grower.sap_id')}
                  />
                  <TextInput label="Phone" {...form.getInputProps('grower.phone')} />
                  <TextInput label="Contact first name" {...form.getInputProps('grower.first')} />
                  <TextInput label="Contact last name" {...form.getInputProps('grower.last')} />
                </SimpleGrid>
                <TextInput label="Email" type="email" {...form.getInputProps('grower.email')} />
              </>
            )}
            <TextInput label="Farm name" required {...form.getInputProps('farm_name')} />
            {form.getValues().fields.map((_, index) => (
              <Stack key={index} gap={4}>
                <Title order={4} size="sm">
                  Field {index + 1}
                </Title>
                <SimpleGrid cols={2}>
                  <TextInput label="Field name" required {...form.getInputProps(`fields.${index}.field_name`)} />
                  <QuantityInput label="Acres" required {...numeric(`fields.${index}.acres`)} />
                  <QuantityInput label="Planting rate" {...numeric(`fields.${index}.planting_rate`)} />
                  <QuantityInput label="APH" {...numeric(`fields.${index}.average_yield`)} />
                </SimpleGrid>
              </Stack>
            ))}
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => form.insertListItem('fields', { ...EMPTY_FIELD })}>
                Add another field
              </Button>
              <Group>
                <Button variant="default" onClick={cancel}>
                  Cancel
                </Button>
                <Button type="submit">Save</Button>
              </Group>
            </Group>
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}
