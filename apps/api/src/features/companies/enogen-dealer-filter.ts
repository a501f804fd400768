import { ANY_COMPANY, checkAccess } from '@portal/domain';
import type { Actor } from '../../plugins/actor';
import { forbidden } from '../../plugins/errors';

/** The Enogen Dealer filter of the list and the search is for filter-enogen-company holders only. */
export function enogenDealerFilter(actor: Actor, requested: boolean | undefined): boolean | undefined {
  if (requested && checkAccess(actor.access, ANY_COMPANY, 'filter-enogen-company') !== 'success') throw forbidden();
  return requested;
}
