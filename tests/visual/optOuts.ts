/**
 * The stories without screenshot baselines, as `<story file>/<Story export>` with the reason the story
 * gives in `parameters.visual.skip` (.storybook/visual.ts). The visual project fails when a story opts out
 * without being listed here (or a listed one no longer opts out), so every opt-out shows in review.
 */
export const OPTED_OUT_STORIES: Readonly<Record<string, string>> = {};
