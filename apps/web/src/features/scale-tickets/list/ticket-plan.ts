/** A production plan a ticket may belong to (the company's plans of the list's year, passed in by the route). */
export type TicketPlan = { production_plan_id: string; contract_year: number; inventory_code: string };
