/** Shapes of lookups the domain has no reply schema for yet. */

export type CompanyLite = {
  company_id: string;
  company_name: string;
  company_type: string;
  sap_id: string | null;
  supported_languages?: string[];
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

export type StorageLocation = {
  storage_locations_id: string;
  storage_locations_name: string;
  storage_locations_capacity: number;
  storage_locations_type: string;
  latitude: number;
  longitude: number;
};
