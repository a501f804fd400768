import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSalesYear } from '../../api/sales-year';
import { SalesYearModal } from './sales-year-modal';

/** "Set default contract year" and its modal, once the current sales year is known. */
export function SalesYearButton() {
  const salesYear = useSalesYear();
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button variant="light" onClick={modal.open} disabled={!salesYear.data}>
        Set default contract year
      </Button>
      {salesYear.data && <SalesYearModal salesYear={salesYear.data} opened={opened} onClose={modal.close} />}
    </>
  );
}
