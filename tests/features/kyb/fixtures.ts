import { emptyKybForm, type KybFormValues } from '../../../features/kyb/kybForm.js';

// Values the KYB tests share.

export const contact = { name: 'Ada Lovelace', email: 'ada@lighthouse.example', phone: '+14165550100' };

export const address = {
  buildingNumber: '100',
  buildingName: '',
  street: 'King Street West',
  apartmentNumber: '',
  city: 'Toronto',
  state: 'ON',
  zip: 'M5X 1A9',
  country: 'CA',
};

/** A complete, valid application: a 6-year-old business asking for credit. */
export function validKybForm(): KybFormValues {
  const empty = emptyKybForm(contact);
  return {
    BusinessDetails: {
      ...empty.BusinessDetails,
      businessLegalName: 'Lighthouse Provisions Ltd.',
      businessNumber: '123456789',
      legalStructure: 'Corporation',
      incorporatedYear: '2019',
      incorporatedProvince: 'ON',
      yearsInBusiness: '6',
      yearsInControl: '6',
      annualSales: '2500000',
      weeklySpend: '15000',
      numberOfEmployees: '40',
      businessSic: '5141 - Groceries, General Line',
      website: 'https://lighthouse.example',
    },
    BusinessAddress: { ...address },
    BillingInformation: { ...empty.BillingInformation, ...address, title: 'Controller' },
    BeneficialOwnership: { hasSignificantShare: false, owners: [] },
    KeyPersonnel: { ...empty.KeyPersonnel, ceo: 'Grace Hopper' },
    CreditInformation: {
      ...empty.CreditInformation,
      ...address,
      requestedCreditLimit: '50000',
      creditCycle: 'Monthly',
      bankName: 'Bank of Montreal',
      bankAccountNumber: '1234567',
      bankInstitutionNumber: '001',
      bankBranchNumber: '00011',
      financialStatement: { name: 'statement.pdf', url: 'https://files.example/statement.pdf' },
      voidCheque: { name: 'cheque.pdf', url: 'https://files.example/cheque.pdf' },
    },
  };
}
