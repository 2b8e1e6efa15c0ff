import { DEFAULT_BANK_ACCOUNT_TYPE, DEFAULT_KYB_COUNTRY } from './referenceData.js';
import type { BeneficialOwner, KybAddress, KybFormValues } from './kybForm.js';

// The values of a new application (kyb-onboarding.md §3): nothing typed, the contact's name, e-mail and
// phone where the form starts from them, Canada where a country is asked.

/** An address with nothing typed; the country is Canada (§9). */
export function emptyKybAddress(): KybAddress {
  return {
    buildingNumber: '',
    buildingName: '',
    street: '',
    apartmentNumber: '',
    city: '',
    state: '',
    zip: '',
    country: DEFAULT_KYB_COUNTRY,
  };
}

/** A blank beneficial owner (the toggle's first, and each "Add another director"). */
export function blankBeneficialOwner(): BeneficialOwner {
  return { fname: '', lname: '', ownershipPercentage: '', ...emptyKybAddress() };
}

/** The user's contact as the billing section shows it (read only). */
export interface KybContact {
  name: string;
  email: string;
  phone: string;
}

/** The application before anything is typed, with the spec's defaults (§9) and the user's contact. */
export function emptyKybForm(contact: KybContact): KybFormValues {
  return {
    BusinessDetails: {
      businessLegalName: '',
      businessNumber: '',
      legalStructure: '',
      incorporatedYear: '',
      incorporatedProvince: '',
      yearsInBusiness: '',
      yearsInControl: '',
      annualSales: '',
      weeklySpend: '',
      monthlySpend: '',
      numberOfEmployees: '',
      businessSic: '',
      website: '',
      isPubliclyTraded: false,
      tickerSymbol: '',
    },
    BusinessAddress: emptyKybAddress(),
    BillingInformation: {
      ...emptyKybAddress(),
      ...contact,
      title: '',
      isAddressEqualPhysicalAddress: false,
    },
    BeneficialOwnership: { hasSignificantShare: false, owners: [] },
    KeyPersonnel: {
      ceo: '',
      president: '',
      cfo: '',
      treasurerOrSecratary: '',
      secratary: '',
      director1: '',
      director2: '',
      director3: '',
      director4: '',
    },
    CreditInformation: {
      ...emptyKybAddress(),
      isCreditLineRequired: true,
      canProvidePersonalGuarantee: true,
      requestedCreditLimit: '',
      creditCycle: '',
      bankName: '',
      bankAccountNumber: '',
      bankInstitutionNumber: '',
      bankBranchNumber: '',
      bankAccountType: DEFAULT_BANK_ACCOUNT_TYPE,
      financialStatement: null,
      voidCheque: null,
    },
  };
}
