import { z } from 'zod';

export const SURVEY_CODE_LENGTH = 8;
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
export const SURVEY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const COPIED_LABEL_MS = 2000;

/** Picks a code from random bytes (the caller supplies them, so this stays free of I/O). */
export function surveyCodeFrom(bytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < SURVEY_CODE_LENGTH; i++) code += SURVEY_CODE_ALPHABET[bytes[i]! % SURVEY_CODE_ALPHABET.length];
  return code;
}

/** The failure text: the server's first error message capitalised, or the generic one. */
export function surveyCodeFailureText(message: string | null | undefined): string {
  const text = message?.trim();
  if (!text) return 'Something went wrong.';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** GET and POST /api/survey-code answer one code. */
export const surveyCodeReply = z.object({ code: z.string() });
export type SurveyCode = z.infer<typeof surveyCodeReply>;
