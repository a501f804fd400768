import { ApiError } from '../../../lib/api';

/** A lookup the user may not see (403) or that is missing (404) reads as `fallback`. */
export async function quiet<T>(work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return fallback;
    throw error;
  }
}
