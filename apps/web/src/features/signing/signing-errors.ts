import { CONTRACT_MESSAGES, type AppErrorCode } from '@portal/domain';
import { ApiError } from '../../lib/api';

const SOMETHING_WENT_WRONG = 'Whoops! Something went wrong. Please try again later.';

/** A failed signing call as its alert's title: the server's message for a 4xx, else the generic text. */
export function errorTitle(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  return SOMETHING_WENT_WRONG;
}

/** The spec's texts for a signer the server does not recognise or a contract not ready to sign. */
const EMBED_ERRORS: Partial<Record<AppErrorCode, string>> = {
  not_a_signer: CONTRACT_MESSAGES.notASigner,
  bad_format: CONTRACT_MESSAGES.badFormat,
};

/** A failed embedded-signing request (sign-pdf) as its alert's title. */
export function embedErrorTitle(error: unknown): string {
  const text = error instanceof ApiError ? EMBED_ERRORS[error.body.code as AppErrorCode] : undefined;
  return text ?? errorTitle(error);
}
