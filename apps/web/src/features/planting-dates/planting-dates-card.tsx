import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { defaultContractYearOptions, defaultPlantingAndHarvestDates } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSalesYear } from '../../api/sales-year';
import { plantingDatesQuery, usePlantingDates, useSavePlantingDates } from './api/planting-and-harvest-date';
import { FormError } from '../../components/form-error';
import { applyEdits, ReloadedNote, useReloadKeepingEdits } from '../../components/reload-keeping-edits';

type Dates = { planting_date: string; harvest_date: string };

/** Planting and harvest dates of a year (defaults June 15 and November 15 when none are stored). */
export function PlantingDatesCard() {
  const salesYear = useSalesYear();
  return salesYear.data ? <PlantingDatesForm salesYear={salesYear.data} /> : null;
}

function PlantingDatesForm({ salesYear }: { salesYear: number }) {
  const [year, setYear] = useState(salesYear);
  const stored = usePlantingDates(year);
  const [dates, setDates] = useState(defaultPlantingAndHarvestDates(year));
  // The version the shown dates were read at goes with their save (a stale one answers 412).
  const [version, setVersion] = useState<string | null>(null);
  // the dates the form was filled from, and (during a conflict's Reload) the user's edits to put back on the newest
  const filled = useRef<Dates | null>(null);
  const keep = useRef<{ filled: Dates; typed: Dates } | null>(null);
  useEffect(() => {
    if (!stored.data) return;
    const fresh = { planting_date: stored.data.planting_date, harvest_date: stored.data.harvest_date };
    setDates(keep.current ? applyEdits(keep.current.filled, keep.current.typed, fresh) : fresh);
    keep.current = null;
    filled.current = fresh;
    setVersion(stored.data.version);
  }, [stored.data]);

  const save = useSavePlantingDates();
  const queryClient = useQueryClient();
  const conflict = useReloadKeepingEdits(
    () => {
      keep.current = { filled: filled.current ?? dates, typed: dates };
      return queryClient.fetchQuery({ ...plantingDatesQuery(year), staleTime: 0 });
    },
    () => undefined,
    save.reset,
  );

  return (
    <Paper withBorder p="lg">
      <Stack>
        <div>
          <Title order={2} size="h4">
            Planting and harvest dates
          </Title>
          <Text size="sm" c="dimmed">
            {stored.data && !stored.data.planting_and_harvest_date_id
              ? 'Not set for this year: showing the defaults.'
              : 'The stewardship window of the year.'}
          </Text>
        </div>
        {save.isError && (
          <FormError
            error={save.error}
            title={save.error.message}
            onRetry={() => save.mutate(save.variables!)}
            onReload={conflict.reload}
          />
        )}
        <ReloadedNote shown={conflict.reloaded && save.isIdle} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Year"
            allowDeselect={false}
            data={defaultContractYearOptions(salesYear).map(String)}
            value={String(year)}
            onChange={(value) => {
              save.reset();
              setYear(Number(value));
              setDates(defaultPlantingAndHarvestDates(Number(value)));
            }}
          />
          <DatePickerInput
            label="Planting date"
            valueFormat="MM/DD/YYYY"
            value={dates.planting_date}
            onChange={(value) => value && setDates((d) => ({ ...d, planting_date: value }))}
            disabled={stored.isPending}
          />
          <DatePickerInput
            label="Harvest date"
            valueFormat="MM/DD/YYYY"
            value={dates.harvest_date}
            onChange={(value) => value && setDates((d) => ({ ...d, harvest_date: value }))}
            disabled={stored.isPending}
          />
        </SimpleGrid>
        {save.isSuccess && (
          <Alert color="green" role="status">
            Planting and harvest dates saved for {year}.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            onClick={() => {
              conflict.clear();
              save.mutate({
                id: stored.data?.planting_and_harvest_date_id ?? null,
                version,
                selected_year: year,
                ...dates,
              });
            }}
            loading={save.isPending}
            disabled={stored.isPending}
          >
            Save dates
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
