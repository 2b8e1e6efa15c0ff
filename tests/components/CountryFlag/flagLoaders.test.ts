import { describe, expect, it } from 'vitest';
import { countryOptions } from 'spend-ui';
import flagPackage from 'country-flag-icons/package.json' with { type: 'json' };
import { flagLoaders } from '../../../components/CountryFlag/flagLoaders.js';

describe('flagLoaders', () => {
  it('has one loader for each country flag the installed country-flag-icons ships (regenerate after an upgrade)', () => {
    const shipped = Object.keys(flagPackage.exports)
      .map((key) => /^\.\/string\/3x2\/([A-Z]{2})$/.exec(key)?.[1])
      .filter((code) => code !== undefined)
      .sort();
    expect(Object.keys(flagLoaders).sort()).toEqual(shipped);
  });

  it('has a flag for every country the phone picker lists', () => {
    const missing = countryOptions('en-US').filter((option) => !(option.code in flagLoaders));
    expect(missing).toEqual([]);
  });

  it('loads a flag as SVG markup', async () => {
    const canada = flagLoaders.CA;
    expect(canada).toBeDefined();
    const { default: svg } = await (canada ?? (() => Promise.reject(new Error('no CA'))))();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('</svg>');
  });
});
