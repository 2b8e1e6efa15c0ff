import { describe, expect, it } from 'vitest';
import { visualParametersOf } from '../../.storybook/visual.js';

describe("a story's parameters.visual", () => {
  it('is nothing to do when left out', () => {
    expect(visualParametersOf({})).toEqual({});
  });

  it('carries an opt-out and an unanswered request, each with its reason', () => {
    expect(visualParametersOf({ visual: { skip: 'a live timer' } })).toEqual({ skip: 'a live timer' });
    expect(visualParametersOf({ visual: { requestLeftOpen: 'shows the loading state' } })).toEqual({
      requestLeftOpen: 'shows the loading state',
    });
  });

  it('refuses a reason that is empty or not text, and keys it does not know', () => {
    expect(() => visualParametersOf({ visual: { skip: ' ' } })).toThrow(
      'parameters.visual.skip must say why the story has no screenshot baseline.',
    );
    expect(() => visualParametersOf({ visual: { requestLeftOpen: true } })).toThrow(
      'parameters.visual.requestLeftOpen must say why a request is never answered.',
    );
    expect(() => visualParametersOf({ visual: { skipp: 'typo' } })).toThrow(
      'parameters.visual has unknown keys: skipp.',
    );
    expect(() => visualParametersOf({ visual: 'skip' })).toThrow('parameters.visual must be an object.');
  });
});
