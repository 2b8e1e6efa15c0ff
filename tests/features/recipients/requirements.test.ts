import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIELD_REQUIRED } from '../../../features/auth/messages.js';
import { FIELD_FORMAT_INVALID, FILL_ALL_DETAILS } from '../../../features/recipients/messages.js';
import { routingLabel } from '../../../features/recipients/model.js';
import {
  addRecipientPayload,
  emptyRecipientValues,
  fieldNameLabel,
  individualAvailable,
  postalCodeValue,
  recipientBasicsProblem,
  recipientFieldProblem,
  recipientFormFields,
  requirementsRequest,
  type RecipientEntityType,
} from '../../../features/recipients/requirements.js';
import { recipientFieldsSchema } from '../../../features/recipients/recipientForm.js';
import { requirementsAnswerSchema } from '../../../features/recipients/schemas.js';

const otp = { code: '123456', channel: 'email' as const };

/** A GB company's requirements, as the server might send them: bare patterns and described fields. */
const gbCompany = requirementsAnswerSchema.parse({
  requirements: {
    beneficiary_company_name: '^.{1,255}$',
    beneficiary_country: { label: 'Recipient country', type: 'select', values: ['GB', 'IE'] },
    beneficiary_email: { required: false, pattern: '^\\S+@\\S+$' },
  },
  bank_details: {
    account_number: { pattern: '^\\d{8}$', min_length: 8, max_length: 8 },
    routing_code_value_1: { label: 'Code', pattern: '^\\d{6}$' },
  },
  fixed: true,
});

describe('step 0 (§5)', () => {
  it('requires country, currency and type together', () => {
    expect(recipientBasicsProblem({ country: 'GB', currency: 'GBP', entity_type: '' })).toBe(FILL_ALL_DETAILS);
    expect(recipientBasicsProblem({ country: '', currency: 'GBP', entity_type: 'company' })).toBe(FILL_ALL_DETAILS);
    expect(recipientBasicsProblem({ country: 'GB', currency: 'GBP', entity_type: 'individual' })).toBeUndefined();
  });

  it('asks the requirements with the provider’s entity type', () => {
    expect(requirementsRequest({ country: 'GB', currency: 'GBP', entity_type: 'company' })).toEqual({
      currency: 'GBP',
      country: 'GB',
      beneficiary_entity_type: 'business',
    });
    expect(
      requirementsRequest({ country: 'IN', currency: 'INR', entity_type: 'individual' }).beneficiary_entity_type,
    ).toBe('personal');
  });

  it('disables Individual where the server fixes the type', () => {
    expect(individualAvailable(gbCompany)).toBe(false);
    expect(individualAvailable(requirementsAnswerSchema.parse({}))).toBe(true);
  });
});

describe('the form built from the requirements (§3, §5)', () => {
  const fields = recipientFormFields(gbCompany, { country: 'GB', entity_type: 'company' });

  it('lists the server’s fields, then the company address, then nickname', () => {
    expect(fields.map((field) => [field.name, field.label, field.kind, field.required])).toEqual([
      ['beneficiary_company_name', 'Beneficiary company name', 'text', true],
      ['beneficiary_country', 'Recipient country', 'select', true],
      ['beneficiary_email', 'Beneficiary email', 'text', false],
      ['account_number', 'Account number', 'text', true],
      ['routing_code_value_1', 'Sort Code', 'text', true],
      ['business_address1', 'Business address', 'text', true],
      ['business_city', 'Business city', 'text', true],
      ['business_postal_code', 'Business postal code', 'text', true],
      ['nickname', 'Nickname', 'text', true],
    ]);
    expect(fields[1]?.options).toEqual([
      { value: 'GB', label: 'GB' },
      { value: 'IE', label: 'IE' },
    ]);
  });

  it('an individual gets no company address', () => {
    const individual = recipientFormFields(gbCompany, { country: 'GB', entity_type: 'individual' }).map(
      (field) => field.name,
    );
    expect(individual).not.toContain('business_city');
    expect(individual.at(-1)).toBe('nickname');
  });

  it('flags empty required fields and checks the server’s pattern and length', () => {
    const schema = recipientFieldsSchema(fields);
    const empty = schema.safeParse(emptyRecipientValues(fields));
    expect((empty.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      fields.filter((field) => field.required).map((field) => [field.name, FIELD_REQUIRED]),
    );
    const account = fields.find((field) => field.name === 'account_number');
    if (!account) throw new Error('no account number field');
    expect(recipientFieldProblem(account, '1234567')).toBe(FIELD_FORMAT_INVALID);
    expect(recipientFieldProblem(account, '12345678')).toBeUndefined();
    const country = fields.find((field) => field.name === 'beneficiary_country');
    if (!country) throw new Error('no country field');
    expect(recipientFieldProblem(country, 'FR')).toBe(FIELD_REQUIRED);
  });

  it('reads a list of described fields as well as a map', () => {
    const listed = requirementsAnswerSchema.parse({
      requirements: [{ name: 'date_of_birth', type: 'date' }],
      bank_details: [{ name: 'iban', pattern: '^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$' }],
    });
    const [birth, iban] = recipientFormFields(listed, { country: 'DE', entity_type: 'individual' });
    expect(birth).toMatchObject({ name: 'date_of_birth', kind: 'date', label: 'Date of birth' });
    expect(iban).toMatchObject({ name: 'iban', label: 'IBAN', group: 'bank' });
    if (!birth) throw new Error('no date field');
    expect(recipientFieldProblem(birth, '1990-02-30')).toBe(FIELD_FORMAT_INVALID);
    expect(recipientFieldProblem(birth, '1990-02-28')).toBeUndefined();
  });

  it('does not break on a pattern JavaScript cannot compile', () => {
    const odd = recipientFormFields(requirementsAnswerSchema.parse({ requirements: { beneficiary_name: '(?<' } }), {
      country: 'US',
      entity_type: 'individual',
    });
    const [name] = odd;
    if (!name) throw new Error('no field');
    expect(recipientFieldProblem(name, 'Ada')).toBeUndefined();
  });
});

describe('requirements to fields, over any answer', () => {
  const fieldName = fc.stringMatching(/^[a-z][a-z_]{0,20}$/);
  const rule = fc.oneof(
    fc.constantFrom('^.{1,255}$', '^\\d{6}$', '^[A-Z]{2}$', '['),
    fc.record(
      {
        label: fc.string({ minLength: 1, maxLength: 20 }),
        type: fc.constantFrom('text' as const, 'select' as const, 'date' as const),
        required: fc.boolean(),
        pattern: fc.constantFrom('^.{1,35}$', '^\\w+$'),
        min_length: fc.nat({ max: 5 }),
        max_length: fc.integer({ min: 5, max: 40 }),
        values: fc.array(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 }),
      },
      { requiredKeys: [] },
    ),
  );
  const group = fc.dictionary(fieldName, rule, { maxKeys: 8 });
  const entityType = fc.constantFrom<RecipientEntityType>('company', 'individual');
  const country = fc.constantFrom('US', 'GB', 'IN', 'DE', 'CA', 'AU');

  it('gives every field once, nickname always, the company address for companies, routing labels by country', () => {
    fc.assert(
      fc.property(
        group,
        group,
        rule,
        entityType,
        country,
        (requirements, bankGroup, routingRule, type, bankCountry) => {
          const bankDetails = { ...bankGroup, routing_code_value_1: routingRule };
          const answer = requirementsAnswerSchema.parse({ requirements, bank_details: bankDetails });
          const fields = recipientFormFields(answer, { country: bankCountry, entity_type: type });
          const names = fields.map((field) => field.name);
          expect(new Set(names).size).toBe(names.length);
          expect(names).toContain('nickname');
          for (const name of Object.keys(requirements)) expect(names).toContain(name);
          for (const name of Object.keys(bankDetails)) expect(names).toContain(name);
          const company = ['business_address1', 'business_city', 'business_postal_code'];
          if (type === 'company') for (const name of company) expect(names).toContain(name);
          const routing = fields.find((field) => field.name === 'routing_code_value_1');
          if (!('routing_code_value_1' in requirements)) expect(routing?.label).toBe(routingLabel(bankCountry));
          for (const field of fields) {
            expect(field.label.trim()).not.toBe('');
            if (field.kind === 'select') expect(field.options?.length ?? 0).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('a required field is never valid empty; an optional one always is', () => {
    fc.assert(
      fc.property(group, entityType, (requirements, type) => {
        const fields = recipientFormFields(requirementsAnswerSchema.parse({ requirements }), {
          country: 'US',
          entity_type: type,
        });
        for (const field of fields) {
          expect(recipientFieldProblem(field, '   ')).toBe(field.required ? FIELD_REQUIRED : undefined);
        }
      }),
    );
  });

  it('the schema and the field rule agree on every value', () => {
    fc.assert(
      fc.property(group, fc.string({ maxLength: 12 }), (requirements, value) => {
        const fields = recipientFormFields(requirementsAnswerSchema.parse({ requirements }), {
          country: 'US',
          entity_type: 'individual',
        });
        const values = Object.fromEntries(fields.map((field) => [field.name, value]));
        const parsed = recipientFieldsSchema(fields).safeParse(values);
        const problems = fields.flatMap((field) => {
          const problem = recipientFieldProblem(field, value);
          return problem ? [[field.name, problem]] : [];
        });
        expect((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message])).toEqual(problems);
      }),
    );
  });
});

describe('the create call (§7)', () => {
  it('sends rf to the provider and db with payment_type regular, postal codes as integers', () => {
    const fields = recipientFormFields(gbCompany, { country: 'GB', entity_type: 'company' });
    const values = {
      ...emptyRecipientValues(fields),
      beneficiary_company_name: 'Thames Ltd',
      beneficiary_country: 'GB',
      beneficiary_email: 'pay@thames.example',
      account_number: '12345678',
      routing_code_value_1: '401276',
      business_address1: '1 River Street',
      business_city: 'London',
      business_postal_code: ' 02139 ',
      nickname: 'Thames',
    };
    expect(
      addRecipientPayload({ country: 'GB', currency: 'GBP', entity_type: 'company' }, fields, values, otp),
    ).toEqual({
      otp,
      rf: {
        currency: 'GBP',
        country: 'GB',
        beneficiary_entity_type: 'business',
        beneficiary_company_name: 'Thames Ltd',
        beneficiary_country: 'GB',
        beneficiary_email: 'pay@thames.example',
        business_address1: '1 River Street',
        business_city: 'London',
        business_postal_code: 2139,
        account_number: '12345678',
        routing_code_value_1: '401276',
      },
      db: {
        nickname: 'Thames',
        recipient_country_code: 'GB',
        currency: 'GBP',
        beneficiary_type: 'company',
        payment_type: 'regular',
        email: 'pay@thames.example',
        bank_details: { account_number: '12345678', routing_code_value_1: '401276', beneficiary_country: 'GB' },
      },
    });
  });

  it('turns digit-only postal codes into integers and keeps others as typed', () => {
    expect(postalCodeValue('560001')).toBe(560001);
    expect(postalCodeValue('SW1A 1AA')).toBe('SW1A 1AA');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), (code) => {
        expect(postalCodeValue(` ${code} `)).toBe(code);
      }),
    );
  });

  it('labels a field without a label from its name', () => {
    expect(fieldNameLabel('beneficiary_first_name')).toBe('Beneficiary first name');
    expect(fieldNameLabel('bic_swift')).toBe('BIC SWIFT');
  });
});

describe('field limits and option words (issue 40 items 10, 16)', () => {
  it('reads a code value as words and keeps other values as sent', async () => {
    const { recipientFormFields } = await import('../../../features/recipients/requirements.js');
    const fields = recipientFormFields(
      {
        requirements: {
          beneficiary_identification_type: {
            label: 'Identification type',
            type: 'select',
            values: ['passport', 'national_id', 'tax_id'],
          },
        },
        bank_details: {},
      } as Parameters<typeof recipientFormFields>[0],
      { country: 'IN', entity_type: 'individual' } as Parameters<typeof recipientFormFields>[1],
    );
    const select = fields.find((field) => field.name === 'beneficiary_identification_type');
    expect(select?.options?.map((option) => option.label)).toEqual(['Passport', 'National ID', 'Tax ID']);
  });

  it('refuses a business city longer than the limits table at the field', async () => {
    const { recipientFieldProblem, RECIPIENT_TEXT_LIMITS } =
      await import('../../../features/recipients/requirements.js');
    const city = {
      name: 'business_city',
      group: 'business',
      label: 'City',
      kind: 'text',
      required: true,
      maxLength: RECIPIENT_TEXT_LIMITS.business_city,
    } as const;
    expect(recipientFieldProblem(city, 'x'.repeat(10_000))).toBe(
      `Please use at most ${RECIPIENT_TEXT_LIMITS.business_city} characters`,
    );
  });
});
