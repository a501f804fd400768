import { remembered } from '../../services/remembered';

/** How long a capped count stays remembered. */
export const CAPPED_COUNT_TTL_MS = 10_000;

/**
 * Totals of the contracts list that reached the cap ("10,000+"), per query (its SQL and parameters:
 * the actor's visibility and the filters), remembered for CAPPED_COUNT_TTL_MS on this instance
 * (services/remembered.ts). Only capped totals are kept: counting up to the cap is what costs (an
 * index scan of 10,001 entries, ~2 ms of database CPU per page), and such a total changes only when a
 * scope drops to 10,000 or fewer, which then shows within the TTL on every instance. Totals under the
 * cap are cheap and always counted, so they are exact after any write on any instance.
 */
export const cappedCountCache = (ttlMs = CAPPED_COUNT_TTL_MS, now?: () => number) => remembered<number>(ttlMs, { now });
