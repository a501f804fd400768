import type { PlantingAndHarvestDate } from '@portal/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const PATH = '/planting-and-harvest-date';

export const plantingDateKeys = {
  all: ['planting-and-harvest-date'] as const,
  year: (year: number) => ['planting-and-harvest-date', year] as const,
};

/** The stored dates of a year (or the defaults, with a null id, when none are stored). */
export function plantingDatesQuery(year: number) {
  return queryOptions({
    queryKey: plantingDateKeys.year(year),
    queryFn: () => api<PlantingAndHarvestDate>(PATH, { query: { selected_year: year } }),
  });
}

export function usePlantingDates(year: number) {
  return useQuery(plantingDatesQuery(year));
}

type SaveInput = {
  id: string | null;
  /** The version of the stored dates the form shows (If-Match of the PATCH). */
  version: string | null;
  selected_year: number;
  planting_date: string;
  harvest_date: string;
};

/** Updates the year's stored dates (PATCH, on the version read) or stores them (POST). */
export const savePlantingDates = ({ id, version, ...body }: SaveInput) =>
  id
    ? api<PlantingAndHarvestDate>(PATH, {
        method: 'PATCH',
        body: { ...body, planting_and_harvest_date_id: id },
        ifMatch: version ?? undefined,
      })
    : api<PlantingAndHarvestDate>(PATH, { method: 'POST', body });

export function useSavePlantingDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlantingDates,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: plantingDateKeys.year(input.selected_year) }),
  });
}
