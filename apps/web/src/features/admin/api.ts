import type { Permission, PlantingAndHarvestDate, Role } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const ROLES_KEY = ['roles'];
export const SALES_YEAR_KEY = ['sales-year'];

export function useRoles(roleType?: Role['role_type']) {
  return useQuery({
    queryKey: [...ROLES_KEY, roleType ?? 'all'],
    queryFn: () => api<{ roles: Role[] }>('/roles', { query: { role_type: roleType } }).then((r) => r.roles),
  });
}

export function usePermissions() {
  return useQuery({
    queryKey: ['permissions'],
    queryFn: () => api<{ permissions: Permission[] }>('/permissions').then((r) => r.permissions),
    staleTime: 5 * 60_000,
  });
}

export function useSalesYear() {
  return useQuery({
    queryKey: SALES_YEAR_KEY,
    queryFn: () => api<{ sales_year: number }>('/sales-year').then((r) => r.sales_year),
  });
}

export function usePlantingAndHarvestDate(year: number | null) {
  return useQuery({
    queryKey: ['planting-and-harvest-date', year],
    queryFn: () => api<PlantingAndHarvestDate>('/planting-and-harvest-date', { query: { selected_year: year } }),
    enabled: year !== null,
  });
}

export type FoundUser = { user_id: string; label: string; email: string };

/** GET /api/user-search by full name (limit 1000), as the invite modals use it. */
export async function searchUsers(fullName: string): Promise<FoundUser[]> {
  const reply = await api<{ data: { items: UserHit[] } }>('/user-search', {
    query: { full_name: fullName, limit: 1000 },
  });
  return reply.data.items.map((u) => {
    const name = [u.first, u.last].filter(Boolean).join(' ') || u.email;
    return { user_id: u.user_id, email: u.email, label: `${name} (${u.email})` };
  });
}
type UserHit = { user_id: string; first: string | null; last: string | null; email: string };
