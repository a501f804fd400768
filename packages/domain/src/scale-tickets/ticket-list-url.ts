import { z } from 'zod';
import { urlText } from '../common/url-state';

/** The scale ticket list's URL (its sales year is in the path; `ticket` opens one ticket's detail). */
export const ticketListUrl = z.object({ search: urlText() });
