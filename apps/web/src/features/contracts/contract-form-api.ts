import { prefixSapId, SEARCH_MIN_LENGTH, type StorageForm } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api';

/** The lookups of the create/amend page. Each is one call; failures read as "nothing found". */

export type CompanyLite = {
  company_id: string;
  company_name: string;
  company_type: string;
  sap_id: string | null;
  supported_languages?: string[];
};

export type PlanSummary = {
  production_plan_id: string;
  company_id: string;
  contract_year: number;
  aph: number;
  inventory_code: string;
};
export type MonthlyUnit = {
  month: number;
  year: number;
  end_product_type: string;
  available_acres: number;
  available_units: number;
};
export type PlanDetail = PlanSummary & {
  monthly_units: MonthlyUnit[];
  templates: { contract_template_id: string; template_language: string }[];
};

export type GrowerHit = {
  grower_id: string;
  grower_name: string;
  sap_id: string | null;
  phone: string | null;
  email: string | null;
  city?: string | null;
  state?: string | null;
  reseller?: { reseller_id: string; reseller_name: string; reseller_sap_id: string | null } | null;
};

/** A grower SAP id lookup starts over 5 characters. */
const GROWER_SAP_MIN = 5;

export type GrowerField = {
  field_id: string;
  field_name: string;
  farm_id: string | null;
  farm_name?: string | null;
  planting_rate: number | null;
  average_yield: number | null;
  border_rows: boolean;
  acres: number;
  crop_year: number | null;
  latitude: number | null;
  longitude: number | null;
};
export type Farm = { farm_id: string; farm_name: string };

export type StorageLocation = {
  storage_locations_id: string;
  storage_locations_name: string;
  storage_locations_capacity: number;
  storage_locations_type: string;
  latitude: number;
  longitude: number;
};

const quiet = async <T>(work: Promise<T>, fallback: T): Promise<T> => {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return fallback;
    throw error;
  }
};

/** A company by id (null when it is not visible to the user). */
export function useCompanyById(companyId: string | null | undefined) {
  return useQuery({
    queryKey: ['company', companyId, 'lite'],
    queryFn: () =>
      quiet(
        api<{ data: CompanyLite }>('/company-management/v1', { query: { company_id: companyId } }).then((r) => r.data),
        null,
      ),
    enabled: Boolean(companyId),
    staleTime: 5 * 60_000,
  });
}

/** The companies linked to a company (a receiver's resellers and 3POs). */
export function useLinkedCompanies(companyId: string | null | undefined) {
  return useQuery({
    queryKey: ['link', companyId],
    queryFn: () =>
      quiet(
        api<{ data: { items: CompanyLite[] } }>('/link', { query: { company_id: companyId } }).then(
          (r) => r.data.items,
        ),
        [],
      ),
    enabled: Boolean(companyId),
    staleTime: 5 * 60_000,
  });
}

/** Companies of a type by name (3+ characters) or a reseller's SAP id (10+ characters, 8 digits get 00). */
export function useCompanySearch(term: string, type: 'reseller' | 'grain-receiver' | '3PO') {
  const sap = prefixSapId(term);
  const bySap = /^\d{10,}$/.test(sap);
  return useQuery({
    queryKey: ['company-search', type, term],
    queryFn: async (): Promise<CompanyLite[]> => {
      if (bySap)
        return quiet(
          api<{ data: CompanyLite }>('/company-management/v1', { query: { sap_id: sap } }).then((r) =>
            r.data.company_type === type ? [r.data] : [],
          ),
          [],
        );
      return api<{ data: { items: CompanyLite[] } }>('/company-search', {
        query: { search_name: term, 'company-type': type, limit: 100 },
      }).then((r) => r.data.items);
    },
    enabled: term.length >= SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });
}

/** Every grain receiver and 3PO the user may see (when the page was not opened for one). */
export function useReceiverCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['company-search', 'receivers'],
    queryFn: () =>
      api<{ data: { items: CompanyLite[] } }>('/company-search', {
        query: { 'company-type': 'grain-receiver,3PO', limit: 100 },
      }).then((r) => r.data.items),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function usePlans(companyIds: readonly string[]) {
  return useQuery({
    queryKey: ['production-plan', 'of', ...companyIds],
    queryFn: async () => {
      const lists = await Promise.all(
        companyIds.map((companyId) =>
          quiet(
            api<{ production_plans?: PlanSummary[] }>('/production-plan', { query: { company_id: companyId } }).then(
              (r) => r.production_plans ?? [],
            ),
            [],
          ),
        ),
      );
      return lists.flat();
    },
    enabled: companyIds.length > 0,
    staleTime: 60_000,
  });
}

export function usePlanDetail(productionPlanId: string | null | undefined) {
  return useQuery({
    queryKey: ['production-plan', productionPlanId],
    queryFn: () =>
      api<{ production_plan?: PlanDetail }>('/production-plan', {
        query: { production_plan_id: productionPlanId },
      }).then((r) => r.production_plan ?? null),
    enabled: Boolean(productionPlanId),
    staleTime: 60_000,
  });
}

/** Growers by name (3+ characters) or, for digits over 5 characters, by SAP id (8 digits get 00). */
export function useGrowerSearch(term: string) {
  const digits = /^\d+$/.test(term);
  const query = digits ? { sap_id: prefixSapId(term) } : { query: term };
  return useQuery({
    queryKey: ['grower-search', term],
    queryFn: () => api<{ growers: GrowerHit[] }>('/grower-search', { query }).then((r) => r.growers),
    enabled: digits ? term.length > GROWER_SAP_MIN : term.length >= SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });
}

export function useGrowerFields(growerId: string | null | undefined) {
  return useQuery({
    queryKey: ['grower-fields', growerId],
    queryFn: () =>
      api<{ farmArray: Farm[]; fields: GrowerField[] }>('/grower-fields/v1', { query: { grower_id: growerId } }),
    enabled: Boolean(growerId),
  });
}

export const storageKey = (growerId: string | null | undefined) => ['storage-locations', growerId];

export function useStorageLocations(growerId: string | null | undefined) {
  return useQuery({
    queryKey: storageKey(growerId),
    queryFn: () =>
      api<{ storage_locations: StorageLocation[] }>('/storage-locations/v1', { query: { grower_id: growerId } }).then(
        (r) => r.storage_locations,
      ),
    enabled: Boolean(growerId),
  });
}

/** Whether the reseller's stewardship training is active for the contract year. */
export function useResellerTraining(sapId: string | null | undefined, year: number | null) {
  return useQuery({
    queryKey: ['company-training', sapId, year],
    queryFn: () =>
      api<{ success: boolean; active: boolean }>('/company-training', {
        query: { company_sap_id: sapId, training_year: year },
      }).then((r) => r.success && r.active),
    enabled: Boolean(sapId && year),
    staleTime: 60_000,
  });
}

/** A listed storage location in the contract's storage form. */
export function storageForm(location: StorageLocation): StorageForm {
  return {
    storage_location_id: location.storage_locations_id,
    storage_name: location.storage_locations_name,
    storage_capacity: location.storage_locations_capacity,
    storage_type: location.storage_locations_type as StorageForm['storage_type'],
    storage_latitude: location.latitude,
    storage_longitude: location.longitude,
  };
}
