import { describe, expect, it } from 'vitest';
import { screenshotChromiumVerdict } from '../visual/screenshotChromium.js';

// The baselines' Chromium (tests/visual/baselines/chromium-version.txt) and another one.
const BASELINES = '156.0.8078.108';
const ANOTHER = '157.0.8150.3';

describe('the Chromium a visual run compares its screenshots in', () => {
  it('compares in the Chromium that made the baselines, locally and under CI', () => {
    for (const underCI of [false, true]) {
      expect(screenshotChromiumVerdict({ baselineVersion: BASELINES, runningVersion: BASELINES, underCI })).toEqual({
        compare: true,
        failure: null,
        warning: null,
      });
    }
  });

  it('in another Chromium, skips the screenshots with a warning locally', () => {
    const verdict = screenshotChromiumVerdict({ baselineVersion: BASELINES, runningVersion: ANOTHER, underCI: false });
    expect(verdict.compare).toBe(false);
    expect(verdict.failure).toBeNull();
    expect(verdict.warning).toContain(`made in Chromium ${BASELINES}, this run has ${ANOTHER}`);
  });

  it('in another Chromium under CI=true, fails the run naming both versions', () => {
    const verdict = screenshotChromiumVerdict({ baselineVersion: BASELINES, runningVersion: ANOTHER, underCI: true });
    expect(verdict.compare).toBe(false);
    expect(verdict.failure).toContain(`made in Chromium ${BASELINES}, this run has ${ANOTHER}; under CI the run fails`);
  });

  it('under CI=true, fails when the baselines name no Chromium', () => {
    expect(
      screenshotChromiumVerdict({ baselineVersion: undefined, runningVersion: ANOTHER, underCI: true }).failure,
    ).toContain('chromium-version.txt is missing');
    expect(
      screenshotChromiumVerdict({ baselineVersion: undefined, runningVersion: ANOTHER, underCI: false }).failure,
    ).toBeNull();
  });
});
