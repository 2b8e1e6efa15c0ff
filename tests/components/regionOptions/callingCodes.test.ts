import { describe, expect, it } from 'vitest';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { callingCodes } from '../../../components/regionOptions/callingCodes.js';

describe('callingCodes', () => {
  it('holds every country libphonenumber-js knows, in its order, with its calling code', () => {
    expect(Object.keys(callingCodes)).toEqual(getCountries());
    for (const code of getCountries()) expect(callingCodes[code]).toBe(getCountryCallingCode(code));
  });
});
