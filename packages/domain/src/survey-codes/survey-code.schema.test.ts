import { describe, expect, it } from 'vitest';
import { surveyCodeFailureText, surveyCodeFrom } from './survey-code.schema';

describe('survey codes', () => {
  it('builds codes from the unambiguous alphabet and capitalises failures', () => {
    expect(surveyCodeFrom(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]))).toBe('ABCDEFGH');
    expect(surveyCodeFailureText('rate limit reached')).toBe('Rate limit reached');
    expect(surveyCodeFailureText(undefined)).toBe('Something went wrong.');
  });
});
