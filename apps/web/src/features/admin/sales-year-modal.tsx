import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { defaultContractYearOptions } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusView, type ModalStatus } from '../../components/status-view';
import { api, ApiError } from '../../lib/api';
import { salesYearQuery } from '../../api/sales-year';

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
  const queryClient = useQueryClient();
  const [year, setYear] = useState<string | null>(String(salesYear));
  const [status, setStatus] = useState<ModalStatus>('FORM');
  const [failure, setFailure] = useState<string | null>(null);

  async function save() {
    setStatus('LOADING');
    try {
      await api('/sales-year', { method: 'PATCH', body: { sales_year: Number(year) } });
      setStatus('SUCCESS');
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : null);
      setStatus('FAILED');
    }
  }
  function close() {
    void queryClient.invalidateQueries({ queryKey: salesYearQuery.queryKey });
    setStatus('FORM');
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title="Set default contract year" centered>
      {status === 'FORM' ? (
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
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={save} disabled={!year}>
              Save
            </Button>
          </Group>
        </Stack>
      ) : (
        <StatusView
          status={status}
          successText={`Default contract year set to ${year}`}
          failedText="Failed to set the default contract year"
          failedDetail={failure}
          onClose={close}
        />
      )}
    </Modal>
  );
}
