import { Button, Group, Select, Stack } from '@mantine/core';
import { defaultContractYearOptions } from '@portal/domain';
import { useState } from 'react';
import { MutationModal } from '../../components/mutation-modal';
import { ApiError } from '../../lib/api';
import { useSetSalesYear } from './api/set-sales-year';

/** Set default contract year: 5 years starting 2 before the current sales year. */
export function SalesYearModal({
  salesYear,
  opened,
  onClose,
}: {
  salesYear: number;
  opened: boolean;
  onClose: () => void;
}) {
  const [year, setYear] = useState<string | null>(String(salesYear));
  const save = useSetSalesYear();
  return (
    <MutationModal
      mutation={save}
      opened={opened}
      onClose={() => {
        setYear(String(salesYear));
        onClose();
      }}
      title="Set default contract year"
      successText={`Default contract year set to ${year}`}
      failedText="Failed to set the default contract year"
      failedDetail={(error) => (error instanceof ApiError ? error.message : null)}
    >
      {(cancel) => (
        <Stack>
          <Select
            label="Default contract year"
            allowDeselect={false}
            data={defaultContractYearOptions(salesYear).map(String)}
            value={year}
            onChange={setYear}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              Cancel
            </Button>
            <Button onClick={() => save.mutate(Number(year))} disabled={!year}>
              Save
            </Button>
          </Group>
        </Stack>
      )}
    </MutationModal>
  );
}
