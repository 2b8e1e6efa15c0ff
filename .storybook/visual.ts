/**
 * What a story sets under `parameters.visual` for the screenshot baselines (tests/visual/). Every story
 * is compared with its committed screenshots unless it opts out, and it opts out only with a reason:
 *
 *   parameters: { visual: { skip: 'shows the live camera feed' } satisfies VisualParameters }
 *
 * (Storybook's `Parameters` is an open record, so `satisfies` is what types it where it is written; the
 * visual project checks the shape of every story's `parameters.visual` at run time as well.)
 * tests/visual/optOuts.visual.test.ts lists every opted-out story, so a new one shows in review.
 */
export interface VisualParameters {
  /** Why this story has no screenshot baseline (a live timer, say). Never empty. */
  skip?: string;
}

/** The story's `parameters.visual`, checked: an opt-out without a reason is an error. */
export function visualParametersOf(parameters: Record<string, unknown>): VisualParameters {
  const value = parameters.visual;
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null) throw new Error('parameters.visual must be an object.');
  const { skip, ...rest } = value as Record<string, unknown>;
  const unknownKeys = Object.keys(rest);
  if (unknownKeys.length > 0) throw new Error(`parameters.visual has unknown keys: ${unknownKeys.join(', ')}.`);
  if (skip === undefined) return {};
  if (typeof skip !== 'string' || skip.trim() === '') {
    throw new Error('parameters.visual.skip must say why the story has no screenshot baseline.');
  }
  return { skip };
}
