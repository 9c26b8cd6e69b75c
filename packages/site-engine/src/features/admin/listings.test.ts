import { describe, expect, it } from 'vitest';
import { precheckPhoto, saveProblem, uploadFailure } from './listings.ts';

describe('saving a listing', () => {
  it("puts the check trigger's messages next to the form's fields", () => {
    const problem = saveProblem({
      code: '23514',
      message: 'Please enter a title. The ZIP code must be 5 digits.',
      details: JSON.stringify({ title: 'Please enter a title.', zip_code: 'The ZIP code must be 5 digits.' }),
    });
    expect(problem?.fieldErrors).toEqual({
      title: 'Please enter a title.',
      zipCode: 'The ZIP code must be 5 digits.',
    });
  });

  it('says a taken web address next to the slug', () => {
    const problem = saveProblem({ code: '23505', message: 'duplicate key' });
    expect(Object.keys(problem?.fieldErrors ?? {})).toEqual(['slug']);
  });

  it('leaves other failures to the form’s own words', () => {
    expect(saveProblem({ message: 'Failed to fetch' })).toBeUndefined();
  });
});

describe('photos', () => {
  it('names the file in every refusal', () => {
    for (const code of ['not_an_image', 'too_large', 'empty_file', 'damaged_image', 'not_agent', undefined]) {
      expect(uploadFailure('kitchen.jpg', code)).toMatch(/^kitchen\.jpg /);
    }
  });

  it('refuses empty and over-20 MB files before sending them', () => {
    expect(precheckPhoto({ size: 0 })).toBe('empty_file');
    expect(precheckPhoto({ size: 25 * 1024 * 1024 })).toBe('too_large');
    expect(precheckPhoto({ size: 20 * 1024 * 1024 })).toBeUndefined();
  });
});
