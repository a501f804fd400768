/** A reseller's two Enogen switches, as the companies table holds them. */
export type ResellerSwitches = { enogen_dealer: boolean | null; allow_non_enogen_contracts: boolean | null };

/**
 * Whether a reseller may be a new contract's reseller: an Enogen dealer always; another reseller only
 * when its company allows Non Enogen Contracts (spec 1, allow-non-enogen-dealer-to-contract). The
 * company search's contract_reseller filter is this rule in SQL.
 */
export const mayContractAsReseller = (reseller: ResellerSwitches): boolean =>
  Boolean(reseller.enogen_dealer || reseller.allow_non_enogen_contracts);
