import type { Permission, PlantingAndHarvestDate } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function usePermissions() {
  return useQuery({
    queryKey: ['permissions'],
    queryFn: () => api<{ permissions: Permission[] }>('/permissions').then((r) => r.permissions),
    staleTime: 5 * 60_000,
  });
}

export function usePlantingAndHarvestDate(year: number | null) {
  return useQuery({
    queryKey: ['planting-and-harvest-date', year],
    queryFn: () => api<PlantingAndHarvestDate>('/planting-and-harvest-date', { query: { selected_year: year } }),
    enabled: year !== null,
  });
}
