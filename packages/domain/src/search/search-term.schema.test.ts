import { describe, expect, it } from 'vitest';
import { searchTermSchema } from './search-term.schema';

describe('searchTermSchema', () => {
  it('trims and asks for the minimum length with the spec text', () => {
    expect(searchTermSchema().parse('  abc ')).toBe('abc');
    expect(searchTermSchema().safeParse(' ab ').error?.issues[0]?.message).toBe('Please type at least 3 characters');
    expect(searchTermSchema(5).safeParse('abcd').error?.issues[0]?.message).toBe('Please type at least 5 characters');
  });

  it('refuses a term over the maximum', () => {
    expect(searchTermSchema(3, 10).safeParse('a'.repeat(11)).success).toBe(false);
  });
});
