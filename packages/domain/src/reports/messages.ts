import { CONTRACT_STATES, type ContractState } from '../contracts/constants';

/** The reports' texts and limits of spec 3 (§2, §4, §8, §9), verbatim. */
export const REPORT_MESSAGES = {
  noData: 'No Data',
  error: 'ERROR',
  noPrograms: 'No programs.',
  noContracts: 'No contracts.',
} as const;

export const REPORT_LIMITS = {
  firstYear: 2022,
  lastYear: 2026,
  searchMinChars: 3,
  searchDebounceMs: 300,
  programContractsPageSize: 20,
  /** rows of the Net Bushels table per page on screen; exports hold every row */
  netBushelsPageSize: 100,
  excelFileName: 'report.xlsx',
} as const;

export const REPORT_TYPES = ['net-bushels', 'company-admin', 'program'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  'net-bushels': 'Net Bushels',
  'company-admin': 'Company Admin',
  program: 'Program',
};

/** The contract states the Net Bushels report counts (spec 3, §9): every state but voided. */
export const REPORTABLE_STATES = CONTRACT_STATES.filter(
  (state): state is Exclude<ContractState, 'voided'> => state !== 'voided',
);

export const COMPANY_ADMIN_COLUMNS = [
  ['company_name', 'Company Name'],
  ['sap_id', 'SAP ID'],
  ['first', 'First Name'],
  ['last', 'Last Name'],
  ['email', 'Email'],
  ['company_type', 'Company Type'],
  ['enogen_dealer', 'Enogen Dealer'],
  ['role_name', 'Role Name'],
] as const;
