import { z } from 'zod';

/** A 204 reply: no body. */
export const noContentReply = z.void().describe('No content');
