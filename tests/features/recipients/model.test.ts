import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, failureMessage } from '../../../features/api/index.js';
import { countryForCurrency, currencyForCountry } from '../../../features/recipients/countryCurrency.js';
import { ADD_RECIPIENT_FAILURE, DELETE_RECIPIENT_FAILURE } from '../../../features/recipients/failures.js';
import { RECIPIENT_DELETE_FAILED } from '../../../features/recipients/messages.js';
import {
  listedRecipients,
  recipientAccount,
  recipientTitle,
  routingEntries,
  routingLabel,
} from '../../../features/recipients/model.js';
import { recipientListSchema } from '../../../features/recipients/schemas.js';

describe('routing labels by bank country (§5)', () => {
  it('names each listed country’s code, Routing Code elsewhere', () => {
    expect(
      ['US', 'GB', 'AU', 'CN', 'IN', 'BR', 'HK', 'SG', 'CA'].map((country) => [country, routingLabel(country)]),
    ).toEqual([
      ['US', 'Routing Number'],
      ['GB', 'Sort Code'],
      ['AU', 'BSB Code'],
      ['CN', 'CNAPS'],
      ['IN', 'IFSC Code'],
      ['BR', 'Branch Code'],
      ['HK', 'Bank Code'],
      ['SG', 'Bank Code'],
      ['CA', 'Transit Code'],
    ]);
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}$/), (country) => {
        fc.pre(!['US', 'GB', 'AU', 'CN', 'IN', 'BR', 'HK', 'SG', 'CA'].includes(country));
        expect(routingLabel(country)).toBe('Routing Code');
      }),
    );
    expect(routingLabel(null)).toBe('Routing Code');
  });
});

describe('country ↔ currency (§4)', () => {
  it('a country sets its currency', () => {
    expect(currencyForCountry('IN')).toBe('INR');
    expect(currencyForCountry('GB')).toBe('GBP');
    expect(currencyForCountry('DE')).toBe('EUR');
    expect(currencyForCountry('US')).toBe('USD');
    expect(currencyForCountry('AQ')).toBeUndefined();
  });

  it('a currency sets a country, keeping one that already uses it', () => {
    expect(countryForCurrency('AED', null)).toBe('AE');
    expect(countryForCurrency('EUR', 'FR')).toBe('FR');
    expect(countryForCurrency('EUR', 'US')).toBeUndefined();
    expect(countryForCurrency('USD', 'GB')).toBe('US');
  });

  it('round-trips: the country a currency sets is paid in that currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('AED', 'AUD', 'CAD', 'CNY', 'GBP', 'HKD', 'INR', 'MYR', 'SGD', 'USD', 'BRL'),
        (currency) => {
          const country = countryForCurrency(currency, null);
          expect(country && currencyForCountry(country)).toBe(currency);
        },
      ),
    );
  });
});

describe('recipients (§2, §3)', () => {
  const { beneficiaries } = recipientListSchema.parse({
    beneficiaries: [
      {
        id: 1,
        name: 'Priya Traders Pvt Ltd',
        nickname: 'Priya',
        currency: 'INR',
        bank_details: {
          account_number: '001234567890',
          routing_code_type_2: 'bic_swift',
          routing_code_value_2: 'HDFCINBB',
          routing_code_type_1: 'ifsc',
          routing_code_value_1: 'HDFC0000123',
          beneficiary_country: 'IN',
        },
        provider_beneficiary: true,
      },
      {
        id: 2,
        name: 'Berlin GmbH',
        currency: 'EUR',
        bank_details: { iban: 'DE89370400440532013000' },
        provider_beneficiary: true,
      },
      { id: 3, name: 'Draft only', currency: 'USD', provider_beneficiary: false },
    ],
  });

  it('lists only provider-flagged recipients, titled by nickname or name, with account number or IBAN', () => {
    const listed = listedRecipients(beneficiaries);
    expect(listed.map(recipientTitle)).toEqual(['Priya', 'Berlin GmbH']);
    expect(listed.map(recipientAccount)).toEqual(['001234567890', 'DE89370400440532013000']);
  });

  it('reads routing codes in their N order', () => {
    expect(routingEntries(beneficiaries[0]?.bank_details)).toEqual([
      { type: 'ifsc', value: 'HDFC0000123' },
      { type: 'bic_swift', value: 'HDFCINBB' },
    ]);
  });
});

describe('recipient failures (§8)', () => {
  it('an add failure shows the provider’s first message, else the first of errors', () => {
    const provider = new ApiError({
      kind: 'http',
      status: 400,
      body: {
        errors: {
          error_code: 'beneficiary_create_failed',
          error_messages: { iban: [{ code: 'iban_invalid', message: 'iban is invalid' }] },
        },
      },
    });
    expect(failureMessage(provider, ADD_RECIPIENT_FAILURE)).toBe('iban is invalid');
    expect(
      failureMessage(
        new ApiError({ kind: 'http', status: 400, body: { errors: ['Invalid OTP'] } }),
        ADD_RECIPIENT_FAILURE,
      ),
    ).toBe('Invalid OTP');
  });

  it('a delete failure shows its catalogue text', () => {
    expect(failureMessage(new ApiError({ kind: 'http', status: 500, body: null }), DELETE_RECIPIENT_FAILURE)).toBe(
      RECIPIENT_DELETE_FAILED,
    );
  });
});
