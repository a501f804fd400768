import { describe, expect, it } from 'vitest';
import { trainingIdFor, trainingVideoFormSchema } from './training.schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('training videos', () => {
  it('words the video messages as the spec does', () => {
    expect(messages(trainingVideoFormSchema.safeParse({ year: '', url: '' }))).toEqual([
      'Please select year',
      'Please provide MP4 video URL',
    ]);
    expect(
      messages(trainingVideoFormSchema.safeParse({ year: '2026', url: 'https://cdn.example.com/video.mov' })),
    ).toEqual(['Please provide valid MP4 video URL']);
    expect(trainingIdFor(2026)).toBe('Enogen-Stewardship-2026');
  });
});
