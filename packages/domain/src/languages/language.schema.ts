import { z } from 'zod';

/** GET /api/supported-languages: every language, or the supported languages of one company. */
export const supportedLanguagesQuery = z.object({ company_id: z.uuid().optional() });

export const languageReply = z.object({ lang_name: z.string(), lang_value: z.string() });
export type Language = z.infer<typeof languageReply>;
export const languageListReply = z.object({ languages: z.array(languageReply) });
export type LanguageListReply = z.infer<typeof languageListReply>;
