/**
 * new_contract_id: the plan's 6-character inventory code (two-digit year + the receiver's code)
 * and a 9-digit sequence, e.g. 26COR1000000042 — two digits, three letters and ten more characters.
 */
export function formatNewContractId(planInventoryCode: string, sequence: number): string {
  return `${planInventoryCode.toUpperCase()}${String(sequence).padStart(9, '0')}`;
}
