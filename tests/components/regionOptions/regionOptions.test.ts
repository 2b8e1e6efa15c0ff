import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countryOptions, currencyOptions, currencySymbol } from 'spend-ui';
import { dialCodeOf } from '../../../components/regionOptions/countryOptions.js';

describe('countryOptions', () => {
  const locales = ['en-US', 'fr-CA', 'de-DE', 'ja-JP', 'es-MX'];

  it('lists every country once with name and dial code, sorted by name', () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), (locale) => {
        const options = countryOptions(locale);
        expect(options.length).toBeGreaterThan(240);
        expect(new Set(options.map((option) => option.code)).size).toBe(options.length);
        const collator = new Intl.Collator(locale, { sensitivity: 'base' });
        options.forEach((option, index) => {
          expect(option.dialCode).toMatch(/^\+\d{1,4}$/);
          expect(option.name.length).toBeGreaterThan(0);
          const previous = options[index - 1];
          if (previous) expect(collator.compare(previous.name, option.name)).toBeLessThanOrEqual(0);
        });
      }),
      { numRuns: locales.length },
    );
  });

  it('names countries with Intl.DisplayNames in the locale', () => {
    const canada = countryOptions('en-US').find((option) => option.code === 'CA');
    expect(canada).toEqual({ code: 'CA', name: 'Canada', dialCode: '+1' });
    expect(countryOptions('de-DE').find((option) => option.code === 'DE')?.name).toBe('Deutschland');
    expect(dialCodeOf('GB')).toBe('+44');
  });
});

describe('currencyOptions', () => {
  it('lists the runtime’s currencies with names and symbols from Intl', () => {
    const options = currencyOptions('en-US');
    expect(options.length).toBe(Intl.supportedValuesOf('currency').length);
    expect(options.length).toBeGreaterThan(150);
    expect(options.find((option) => option.code === 'EUR')).toEqual({
      code: 'EUR',
      name: 'Euro',
      symbol: '€',
      narrowSymbol: '€',
    });
    expect(options.find((option) => option.code === 'CAD')?.symbol).toBe('CA$');
    expect(currencySymbol('CAD', 'en-US', 'narrowSymbol')).toBe('$');
  });

  it('is sorted by code with non-empty names in any locale', () => {
    fc.assert(
      fc.property(fc.constantFrom('en-US', 'fr-FR', 'ja-JP'), (locale) => {
        const codes = currencyOptions(locale).map((option) => option.code);
        expect(codes).toEqual([...codes].sort());
        for (const option of currencyOptions(locale)) expect(option.name.length).toBeGreaterThan(0);
      }),
      { numRuns: 3 },
    );
  });
});
