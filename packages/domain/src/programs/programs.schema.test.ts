import { describe, expect, it } from 'vitest';
import { createProgramSchema } from './programs.schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('programs', () => {
  it('words the program name message as the spec does', () => {
    expect(messages(createProgramSchema.safeParse({ program_name: '  ' }))).toEqual(['Please provide program name']);
  });
});
