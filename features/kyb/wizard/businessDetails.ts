import { z } from 'zod/mini';
import { legalEntityTypesFor, requiresEin, requiresRegistrationNumber } from '../model.js';
import { checkOrganisationName, checkRequiredText, checkSelect, chosenKey, dayOrEmpty, reporter } from '../schemas.js';
import {
  checkDay,
  checkFile,
  checkStreetAddress,
  SNAKE_ADDRESS_FIELDS,
  snakeAddress,
  emptySnakeAddress,
  snakeAddressShape,
  type StreetAddressView,
  type WizardRuleContext,
} from './people.js';
import { BUSINESS_SECTORS, sectorNames, subsectorsOf, type BusinessSector } from './sectors.js';
import { wizardFileOrEmpty } from './wizardFiles.js';

// Wizard step 2, Business details (kyb-onboarding.md §2.1, §3.2, §5.2): legal entity, names,
// registration, registered address, an optional trading address, Additional Details and Supporting
// Documents.

const text = z.string();

/** The step's fields and their types, without its rules (a step resumed from the host is read with them). */
export const businessDetailsShape = z.object({
  legal_entity_type: chosenKey,
  company_name: text,
  trading_name: text,
  company_registration_number: text,
  employer_identification_number: text,
  date_of_establishment: dayOrEmpty,
  /** The registered country: locked to the country of incorporation (§5.2). */
  country: chosenKey,
  ...snakeAddressShape,
  /** The box 'Trading address is different from registered address' (the spec names no field for it). */
  trading_address_is_different: z.boolean(),
  trading_address_country: chosenKey,
  trading_address_building_no: text,
  trading_address_street: text,
  trading_address_apartment: text,
  trading_address_building_name: text,
  trading_address_city: text,
  trading_address_state: text,
  trading_address_postal_code: text,
  business_sector: chosenKey,
  business_subsector: chosenKey,
  business_activities: text,
  business_website: text,
  company_incorporation: wizardFileOrEmpty,
  company_financials: wizardFileOrEmpty,
});

export type BusinessDetailsInput = z.input<typeof businessDetailsShape>;
export type BusinessDetailsValues = z.output<typeof businessDetailsShape>;

/** The trading address as the rules and the review read it. */
export function tradingAddress(form: BusinessDetailsValues): StreetAddressView {
  return {
    buildingNo: form.trading_address_building_no,
    street: form.trading_address_street,
    apartment: form.trading_address_apartment,
    buildingName: form.trading_address_building_name,
    city: form.trading_address_city,
    state: form.trading_address_state,
    postalCode: form.trading_address_postal_code,
  };
}

/** The step's rules with their messages; `sectors` is the replaceable sector data. */
export function businessDetailsSchema(
  context: WizardRuleContext,
  sectors: readonly BusinessSector[] = BUSINESS_SECTORS,
) {
  return businessDetailsShape.check(
    z.superRefine((form, refinement) => {
      const report = reporter(refinement);
      checkSelect(
        report,
        ['legal_entity_type'],
        form.legal_entity_type,
        legalEntityTypesFor(context.incorporationCountry),
      );
      checkOrganisationName(report, ['company_name'], form.company_name);
      if (requiresRegistrationNumber(form.legal_entity_type))
        checkRequiredText(report, ['company_registration_number'], form.company_registration_number);
      if (requiresEin(context.incorporationCountry))
        checkRequiredText(report, ['employer_identification_number'], form.employer_identification_number);
      checkDay(report, ['date_of_establishment'], form.date_of_establishment, 'not-future', context.today);
      checkSelect(report, ['country'], form.country, [context.incorporationCountry]);
      checkStreetAddress(report, snakeAddress(form), (field) => [SNAKE_ADDRESS_FIELDS[field]]);
      if (form.trading_address_is_different) {
        checkRequiredText(report, ['trading_address_country'], form.trading_address_country);
        checkStreetAddress(report, tradingAddress(form), (field) => [`trading_address_${SNAKE_ADDRESS_FIELDS[field]}`]);
      }
      checkSelect(report, ['business_sector'], form.business_sector, sectorNames(sectors));
      checkSelect(report, ['business_subsector'], form.business_subsector, subsectorsOf(form.business_sector, sectors));
      checkRequiredText(report, ['business_activities'], form.business_activities);
      checkRequiredText(report, ['business_website'], form.business_website);
      checkFile(report, ['company_incorporation'], form.company_incorporation);
      checkFile(report, ['company_financials'], form.company_financials);
    }),
  );
}

/** The step before anything is typed, its registered country the incorporation country. */
export function emptyBusinessDetails(incorporationCountry: string): BusinessDetailsValues {
  return {
    legal_entity_type: '',
    company_name: '',
    trading_name: '',
    company_registration_number: '',
    employer_identification_number: '',
    date_of_establishment: null,
    country: incorporationCountry,
    ...emptySnakeAddress(),
    trading_address_is_different: false,
    trading_address_country: '',
    trading_address_building_no: '',
    trading_address_street: '',
    trading_address_apartment: '',
    trading_address_building_name: '',
    trading_address_city: '',
    trading_address_state: '',
    trading_address_postal_code: '',
    business_sector: '',
    business_subsector: '',
    business_activities: '',
    business_website: '',
    company_incorporation: null,
    company_financials: null,
  };
}

/** §5.2: when the country of incorporation changes, the registered country follows it and the legal entity type resets. */
export function afterIncorporationCountryChange<Values extends BusinessDetailsInput>(
  values: Values,
  incorporationCountry: string,
): Values {
  if (values.country === incorporationCountry) return values;
  return { ...values, country: incorporationCountry, legal_entity_type: '' };
}
