import type { ScaleTicketFields, TicketContract } from './scale-ticket.schema';

/** Contracts a ticket may be delivered against (spec 3, §5). */
export const TICKET_CONTRACT_STATES = ['completed', 'amendment_completed'] as const;

export const normalizeGrowerName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

const deliverable = (contracts: readonly TicketContract[]) =>
  contracts.filter((c) => (TICKET_CONTRACT_STATES as readonly string[]).includes(c.contract_state));

/** The file's grower names (first spelling, in file order) that no completed contract of the plan carries. */
export function unmatchedGrowers(
  tickets: readonly Pick<ScaleTicketFields, 'grower_name'>[],
  contracts: readonly TicketContract[],
): string[] {
  const known = new Set(deliverable(contracts).map((c) => normalizeGrowerName(c.grower_name)));
  const out = new Map<string, string>();
  for (const t of tickets) {
    const name = normalizeGrowerName(t.grower_name);
    if (name && !known.has(name) && !out.has(name)) out.set(name, t.grower_name.trim());
  }
  return [...out.values()];
}

/** The grower names as tickets store them: a matched grower takes its contract's spelling. */
export function contractGrowerNames(contracts: readonly TicketContract[]): (fileName: string) => string {
  const names = new Map(deliverable(contracts).map((c) => [normalizeGrowerName(c.grower_name), c.grower_name]));
  return (fileName) => names.get(normalizeGrowerName(fileName)) ?? fileName.trim();
}

/** unmatched grower name (as `unmatchedGrowers` gives it) → the contract_id the user chose for it */
export type GrowerAssignments = Readonly<Record<string, string>>;

/**
 * Each ticket with its contract: the grower's own (the file's Contract Number picks among several),
 * or the one assigned to an unmatched grower, whose grower name the ticket then takes.
 * Null while an unmatched grower has no contract.
 */
export function ticketsWithContracts(
  tickets: readonly ScaleTicketFields[],
  contracts: readonly TicketContract[],
  assigned: GrowerAssignments,
): ScaleTicketFields[] | null {
  const byGrower = new Map<string, TicketContract[]>();
  for (const c of deliverable(contracts)) {
    const name = normalizeGrowerName(c.grower_name);
    byGrower.set(name, [...(byGrower.get(name) ?? []), c]);
  }
  const assignedBy = new Map(Object.entries(assigned).map(([name, id]) => [normalizeGrowerName(name), id]));
  const out: ScaleTicketFields[] = [];
  for (const ticket of tickets) {
    const name = normalizeGrowerName(ticket.grower_name);
    const own = byGrower.get(name);
    if (own) {
      const wanted = ticket.original_new_contract_id?.trim().toUpperCase();
      const contract = own.find((c) => c.new_contract_id.toUpperCase() === wanted) ?? own[0]!;
      out.push({ ...ticket, grower_name: contract.grower_name, original_new_contract_id: contract.new_contract_id });
      continue;
    }
    const contract = contracts.find((c) => c.contract_id === assignedBy.get(name));
    if (!contract) return null;
    out.push({ ...ticket, grower_name: contract.grower_name, original_new_contract_id: contract.new_contract_id });
  }
  return out;
}
