/**
 * The help content named "kyb" (kyb-onboarding.md §2.2: "Each field shows a help text while focused
 * (loaded content named kyb)"), served by GET /utility/get-s3-asset?file=kyb.json. The spec gives no
 * wording; these are the demo's, one per field, grouped by section, the address fields at the top (the feature looks a field up under its section, then alone).
 */
export const kybHelpContent = {
  BusinessDetails: {
    businessLegalName: 'The name registered with the government, as it appears on your incorporation documents.',
    businessNumber: 'Your 9-digit Canada Revenue Agency business number.',
    legalStructure: 'How the business is organised in law.',
    incorporatedYear: 'The year the business was incorporated, in 4 digits.',
    incorporatedProvince: 'The province or territory where the business was incorporated.',
    yearsInBusiness: 'How many years the business has been operating.',
    yearsInControl: 'How many years the current owners have controlled the business.',
    annualSales: 'Total sales of the last financial year, in US dollars.',
    weeklySpend: 'What you expect to spend on the cards in a typical week.',
    numberOfEmployees: 'Full-time and part-time employees together.',
    businessSic: 'The Standard Industrial Classification code of your main activity: use the lookup to find it.',
    website: 'The address of your business website, starting with http:// or https://.',
    tickerSymbol: 'The symbol your shares trade under.',
  },
  // The address fields of every section (business, billing, owners, bank) share one text each.
  buildingNumber: 'The number of the building on its street.',
  street: 'The name of the street.',
  apartmentNumber: 'The apartment or suite, if any.',
  city: 'The city or town.',
  state: 'The province or territory.',
  zip: 'The postal code, e.g. A1A 1A1.',
  BillingInformation: {
    title: 'Your job title in the business.',
  },
  BeneficialOwnership: {
    fname: 'The first name of a person who owns 25% or more of the business.',
    lname: 'The last name of that person.',
    ownershipPercentage: 'The share of the business this person owns, in percent.',
  },
  KeyPersonnel: {
    ceo: 'The full name of the chief executive officer.',
  },
  CreditInformation: {
    requestedCreditLimit: 'The credit limit you would like, in dollars.',
    creditCycle: 'How often the card balance is settled.',
    bankName: 'The bank that holds the business account.',
    bankAccountNumber: 'The account number, digits only.',
    bankInstitutionNumber: 'The 3-digit institution number on your cheques.',
    bankBranchNumber: 'The 5-digit branch (transit) number on your cheques.',
    financialStatement: 'Your latest financial statement as a PDF file.',
    voidCheque: 'A void cheque of the business account as a PDF file.',
  },
} as const;
