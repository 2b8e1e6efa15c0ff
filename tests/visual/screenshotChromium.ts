// Whether a visual run may compare its screenshots with the committed baselines: another Chromium draws
// text and anti-aliasing differently, so the baselines belong to the Chromium that rendered them
// (tests/visual/baselines/chromium-version.txt, written by `npm run test:update-screenshots`).

export interface ScreenshotChromiumInput {
  /** The version in chromium-version.txt; undefined when the file is missing. */
  baselineVersion: string | undefined;
  /** The version of the Chromium this run drives. */
  runningVersion: string;
  /** The run is under `CI=true`. */
  underCI: boolean;
}

export interface ScreenshotChromiumVerdict {
  /** The screenshots are compared (else every screenshot test is skipped). */
  compare: boolean;
  /** Why the run fails: a CI run that cannot compare, or whose baselines name no Chromium. */
  failure: string | null;
  /** What a local run that cannot compare prints instead of failing. */
  warning: string | null;
}

const REFRESH = 'Refresh them with `npm run test:update-screenshots` in the Chromium the team runs.';

/**
 * Compares only in the baselines' Chromium. Elsewhere a local run skips the screenshots with a warning
 * (a developer's Chromium updated before the baselines), while a run under `CI=true` fails: a Chromium
 * update must never turn the screenshots into a green run that compared nothing. Under CI, baselines
 * that name no Chromium fail too.
 */
export function screenshotChromiumVerdict({
  baselineVersion,
  runningVersion,
  underCI,
}: ScreenshotChromiumInput): ScreenshotChromiumVerdict {
  if (baselineVersion === undefined) {
    return underCI
      ? {
          compare: true,
          failure: `tests/visual/baselines/chromium-version.txt is missing: the baselines name no Chromium. ${REFRESH}`,
          warning: null,
        }
      : { compare: true, failure: null, warning: null };
  }
  if (runningVersion === baselineVersion) return { compare: true, failure: null, warning: null };
  const differs = `Visual baselines: made in Chromium ${baselineVersion}, this run has ${runningVersion}`;
  return underCI
    ? { compare: false, failure: `${differs}; under CI the run fails. ${REFRESH}`, warning: null }
    : { compare: false, failure: null, warning: `${differs}; the screenshots are not compared. ${REFRESH}` };
}
