import { CalendarDate } from '@internationalized/date';
import { emptyAccountUsage } from '../../../features/kyb/wizard/accountUsage.js';
import { emptyBusinessDetails } from '../../../features/kyb/wizard/businessDetails.js';
import { blankShareholder, emptyDirectors } from '../../../features/kyb/wizard/directors.js';
import { emptyPersonalDetails } from '../../../features/kyb/wizard/personalDetails.js';
import type { WizardFormStep } from '../../../features/kyb/wizard/stepRules.js';

// The KYB wizard's steps as the tests share them.

export const pdf = (name: string) => new File(['%PDF-1.4 demo'], name, { type: 'application/pdf' });

/** The clock of these tests: 10:00 in Chicago on 2026-06-15. */
export const NOW = Date.parse('2026-06-15T15:00:00Z');
export const TODAY = new CalendarDate(2026, 6, 15);

/** Each step as the wizard's screen hands it on when every rule passes (the demo company: US, an LLC). */
export function validWizardSteps() {
  return {
    personalDetails: {
      ...emptyPersonalDetails('US'),
      first_name: 'Noah',
      last_name: 'Tremblay',
      date_of_birth: new CalendarDate(1980, 5, 17),
      email: 'noah@beaconharbor.example',
      telephone: '2075550116',
      // Living in Canada for a US company: passport and its country of issue, no SSN (§5.1).
      street: 'King Street West',
      city: 'Toronto',
      state: 'ON',
      postal_code: 'M5X 1A9',
      passport: 'P1234567',
      country_of_issue: 'CA',
      proof_of_id: pdf('passport.pdf'),
    },
    businessDetails: {
      ...emptyBusinessDetails('US'),
      legal_entity_type: 'Limited Liability Company',
      company_name: 'Beacon Harbor Trading LLC',
      company_registration_number: 'ME-2019-0042',
      employer_identification_number: '12-3456789',
      date_of_establishment: new CalendarDate(2019, 4, 1),
      street: 'Commercial Street',
      city: 'Portland',
      state: 'ME',
      postal_code: '04101',
      business_sector: 'IT, Digital, Cyber',
      business_subsector: 'Computer Software',
      business_activities: 'Marine supplies trading',
      business_website: 'https://beaconharbor.example',
      company_incorporation: pdf('incorporation.pdf'),
      company_financials: pdf('financials.pdf'),
    },
    accountUsage: {
      ...emptyAccountUsage(),
      base_currency: 'USD',
      payment_value: 25000,
      estimated_no_of_payments: 12,
      destination_of_payments: ['CA', 'GB'],
      initial_source_payments: 'Business Revenue',
      main_account_purpose: 'Paying Suppliers / Bills',
      account_purpose_details: 'Suppliers in Canada',
      expected_first_transaction_date: TODAY.add({ days: 30 }),
    },
    directors: {
      ...emptyDirectors(),
      hasDirectorMoreThanTenPercent: true,
      ownershipPercentage: 40,
      hasShareHolders: true,
      shareHolders: [
        {
          ...blankShareholder(),
          firstName: 'Grace',
          lastName: 'Hopper',
          dob: new CalendarDate(1975, 3, 15),
          street: 'Rue Sainte-Catherine',
          city: 'Montreal',
          state: 'QC',
          postalCode: 'H3B 1A7',
          passport: 'P-Hopper',
          countryOfIssue: 'CA',
          proofOfId: pdf('grace-id.pdf'),
        },
      ],
      controlAndBenificialOwnershipDocument: pdf('ownership.pdf'),
    },
  } satisfies Record<WizardFormStep, object>;
}
