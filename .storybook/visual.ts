/**
 * What a story sets under `parameters.visual` for the screenshot baselines (tests/visual/). Every story
 * is compared with its committed screenshots unless it opts out, and it opts out only with a reason:
 *
 *   parameters: { visual: { skip: 'shows the live camera feed' } satisfies VisualParameters }
 *
 * A story that leaves a request unanswered on purpose says so with `requestLeftOpen`, so its screenshot
 * does not wait for that request.
 *
 * (Storybook's `Parameters` is an open record, so `satisfies` is what types it where it is written; the
 * visual project checks the shape of every story's `parameters.visual` at run time as well.)
 * tests/visual/optOuts.visual.test.ts lists every opted-out story, so a new one shows in review.
 */
export interface VisualParameters {
  /** Why this story has no screenshot baseline (a live timer, say). Never empty. */
  skip?: string;
  /**
   * Why one of the story's requests is never answered (it shows a loading state): the screenshot is taken
   * once every other request is answered, rather than after waiting out the deadline for that one. Never empty.
   */
  requestLeftOpen?: string;
}

/** The story's `parameters.visual`, checked: an opt-out without a reason is an error. */
export function visualParametersOf(parameters: Record<string, unknown>): VisualParameters {
  const value = parameters.visual;
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null) throw new Error('parameters.visual must be an object.');
  const { skip, requestLeftOpen, ...rest } = value as Record<string, unknown>;
  const unknownKeys = Object.keys(rest);
  if (unknownKeys.length > 0) throw new Error(`parameters.visual has unknown keys: ${unknownKeys.join(', ')}.`);
  const parsed: VisualParameters = {};
  const skipReason = reasonOf('skip', skip, 'why the story has no screenshot baseline');
  if (skipReason !== undefined) parsed.skip = skipReason;
  const openReason = reasonOf('requestLeftOpen', requestLeftOpen, 'why a request is never answered');
  if (openReason !== undefined) parsed.requestLeftOpen = openReason;
  return parsed;
}

/** The reason given under `parameters.visual[key]`, if any; an empty or non-string one is an error. */
function reasonOf(key: keyof VisualParameters, reason: unknown, says: string): string | undefined {
  if (reason === undefined) return undefined;
  if (typeof reason !== 'string' || reason.trim() === '') throw new Error(`parameters.visual.${key} must say ${says}.`);
  return reason;
}
