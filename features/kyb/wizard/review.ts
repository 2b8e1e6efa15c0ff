import type { CalendarDate } from '@internationalized/date';
import { formatDate } from 'spend-ui';
import * as text from '../messages.js';
import { countryName } from '../referenceData.js';
import type { AccountUsageValues } from './accountUsage.js';
import { tradingAddress, type BusinessDetailsValues } from './businessDetails.js';
import { additionalDirector, directorOne, type DirectorsValues, type Shareholder } from './directors.js';
import { snakeAddress, type PersonView, type StreetAddressView } from './people.js';
import { personalDetailsPerson, type PersonalDetailsValues } from './personalDetails.js';
import type { WizardFile } from './wizardFiles.js';

// The review of the wizard (kyb-onboarding.md §2.1 step 5, §4.1): each step's values as labelled,
// read-only rows, in four sections. Rendering rules: country codes as names (empty: N/A), percentages
// with %, files by name, empty SSN or passport N/A, any other empty value a dash; dates MM/dd/yyyy.

export interface ReviewRow {
  label: string;
  value: string;
}

/** A block of rows under a heading; `level` 2 sits under the level-1 heading before it (Shareholder N). */
export interface ReviewGroup {
  heading?: string;
  level: 1 | 2;
  rows: ReviewRow[];
}

export interface ReviewSection {
  title: string;
  groups: ReviewGroup[];
}

// --- Rendering rules ----------------------------------------------------------------------------------------

const shown = {
  text: (value: string) => value.trim() || text.REVIEW_EMPTY,
  idNumber: (value: string) => value.trim() || text.REVIEW_NOT_APPLICABLE,
  country: (code: string) => (code.trim() ? (countryName(code) ?? code) : text.REVIEW_NOT_APPLICABLE),
  countries: (codes: readonly string[]) =>
    codes.length ? codes.map((code) => countryName(code) ?? code).join(', ') : text.REVIEW_NOT_APPLICABLE,
  list: (values: readonly string[]) => (values.length ? values.join(', ') : text.REVIEW_EMPTY),
  percent: (value: number) => (Number.isFinite(value) ? `${value}%` : text.REVIEW_EMPTY),
  number: (value: number) => (Number.isFinite(value) ? String(value) : text.REVIEW_EMPTY),
  file: (file: WizardFile | null) => file?.name || text.REVIEW_EMPTY,
  day: (day: CalendarDate | null) => (day ? formatDate(day) : text.REVIEW_EMPTY),
  yesNo: (value: boolean) => (value ? text.REVIEW_YES : text.REVIEW_NO),
};

const row = (label: string, value: string): ReviewRow => ({ label, value });

/** A person's rows: names, date of birth, address, identity numbers and proof of ID. */
function addressRows(address: StreetAddressView): ReviewRow[] {
  return [
    row(text.LABEL_BUILDING_NUMBER, shown.text(address.buildingNo)),
    row(text.LABEL_STREET, shown.text(address.street)),
    row(text.LABEL_APARTMENT, shown.text(address.apartment)),
    row(text.LABEL_BUILDING_NAME, shown.text(address.buildingName)),
    row(text.LABEL_CITY, shown.text(address.city)),
    row(text.LABEL_STATE, shown.text(address.state)),
    row(text.LABEL_POSTAL_CODE, shown.text(address.postalCode)),
  ];
}

function personRows(person: PersonView): ReviewRow[] {
  return [
    row(text.LABEL_FIRST_NAME, shown.text(person.firstName)),
    row(text.LABEL_MIDDLE_NAME, shown.text(person.middleName)),
    row(text.LABEL_LAST_NAME, shown.text(person.lastName)),
    row(text.LABEL_DATE_OF_BIRTH, shown.day(person.dob)),
    row(text.LABEL_HOME_COUNTRY, shown.country(person.country)),
    ...addressRows(person),
    row(text.LABEL_SSN, shown.idNumber(person.ssn)),
    row(text.LABEL_PASSPORT, shown.idNumber(person.passport)),
    row(text.LABEL_COUNTRY_OF_ISSUE, shown.country(person.countryOfIssue)),
    row(text.LABEL_PROOF_OF_ID, shown.file(person.proofOfId)),
  ];
}

// --- The four sections ------------------------------------------------------------------------------------------

export function reviewPersonalDetails(values: PersonalDetailsValues): ReviewSection {
  return {
    title: text.REVIEW_PERSONAL_DETAILS,
    groups: [
      {
        level: 1,
        rows: [
          row(text.LABEL_COUNTRY_OF_INCORPORATION, shown.country(values.country_of_incorporation)),
          ...personRows(personalDetailsPerson(values)),
          row(text.LABEL_EMAIL, shown.text(values.email)),
          row(text.LABEL_TELEPHONE, shown.text(values.telephone.trim() ? `${values.code} ${values.telephone}` : '')),
        ],
      },
    ],
  };
}

export function reviewBusinessDetails(values: BusinessDetailsValues): ReviewSection {
  const rows = [
    row(text.LABEL_LEGAL_ENTITY_TYPE, shown.text(values.legal_entity_type)),
    row(text.LABEL_COMPANY_NAME, shown.text(values.company_name)),
    row(text.LABEL_TRADING_NAME, shown.text(values.trading_name)),
    row(text.LABEL_REGISTRATION_NUMBER, shown.text(values.company_registration_number)),
    row(text.LABEL_EIN, shown.text(values.employer_identification_number)),
    row(text.LABEL_DATE_OF_INCORPORATION, shown.day(values.date_of_establishment)),
    row(text.LABEL_REGISTERED_COUNTRY, shown.country(values.country)),
    ...addressRows(snakeAddress(values)),
    row(text.TRADING_ADDRESS_DIFFERENT, shown.yesNo(values.trading_address_is_different)),
  ];
  if (values.trading_address_is_different)
    rows.push(
      row(text.LABEL_TRADING_COUNTRY, shown.country(values.trading_address_country)),
      ...addressRows(tradingAddress(values)),
    );
  rows.push(
    row(text.LABEL_BUSINESS_SECTOR, shown.text(values.business_sector)),
    row(text.LABEL_BUSINESS_SUBSECTOR, shown.text(values.business_subsector)),
    row(text.LABEL_BUSINESS_ACTIVITIES, shown.text(values.business_activities)),
    row(text.LABEL_BUSINESS_WEBSITE, shown.text(values.business_website)),
    row(text.LABEL_COMPANY_INCORPORATION, shown.file(values.company_incorporation)),
    row(text.LABEL_COMPANY_FINANCIALS, shown.file(values.company_financials)),
  );
  return { title: text.REVIEW_BUSINESS_DETAILS, groups: [{ level: 1, rows }] };
}

export function reviewAccountUsage(values: AccountUsageValues): ReviewSection {
  const payOut = [
    row(text.LABEL_BASE_CURRENCY, shown.text(values.base_currency)),
    row(text.LABEL_PAYMENT_VALUE, shown.number(values.payment_value)),
    row(text.LABEL_ESTIMATED_PAYMENTS, shown.number(values.estimated_no_of_payments)),
    row(text.LABEL_DESTINATION_COUNTRIES, shown.countries(values.destination_of_payments)),
    row(text.LABEL_INITIAL_SOURCE, shown.text(values.initial_source_payments)),
    row(text.LABEL_MAIN_PURPOSE, shown.text(values.main_account_purpose)),
    row(text.LABEL_PURPOSE_DETAILS, shown.text(values.account_purpose_details)),
    row(text.LABEL_FIRST_TRANSACTION_DATE, shown.day(values.expected_first_transaction_date)),
    row(text.LABEL_PROOF_OF_FUNDS, shown.file(values.proof_of_funds)),
    row(text.LABEL_RECEIVE_MONEY, shown.yesNo(values.recieve_money_into_new_account)),
  ];
  const groups: ReviewGroup[] = [{ heading: text.SECTION_PAY_OUT, level: 1, rows: payOut }];
  if (values.recieve_money_into_new_account)
    groups.push({
      heading: text.SECTION_COLLECT,
      level: 1,
      rows: [
        row(text.LABEL_BASE_CURRENCY, shown.text(values.receive_base_currency)),
        row(text.LABEL_PAYMENT_VALUE, shown.number(values.receive_payment_value)),
        row(text.LABEL_ESTIMATED_PAYMENTS, shown.number(values.receive_estimated_no_of_payments)),
        row(text.LABEL_ORIGIN_COUNTRIES, shown.countries(values.receive_origin_of_transactions)),
        row(text.LABEL_PAID_IN_CURRENCIES, shown.list(values.receive_paid_in_currency)),
        row(text.LABEL_INITIAL_SOURCE, shown.text(values.receive_initial_source_payments)),
        row(text.LABEL_MAIN_PURPOSE, shown.text(values.receive_main_account_purpose)),
        row(text.LABEL_PURPOSE_DETAILS, shown.text(values.receive_detailed_account_purpose)),
      ],
    });
  return { title: text.REVIEW_ACCOUNT_USAGE, groups };
}

function shareholderRows(shareholder: Shareholder): ReviewRow[] {
  return [...personRows(shareholder), row(text.LABEL_PHONE, shown.text(shareholder.phone))];
}

/**
 * §4.1: the directors step flattened under the headings Identification, Director (when the user is
 * not the director), Additional Directors (when there is one), Shareholders and Shareholder N.
 */
export function reviewDirectors(values: DirectorsValues): ReviewSection {
  const identification: ReviewRow[] = [
    row(text.LABEL_USER_IS_DIRECTOR, shown.yesNo(values.isUserDirector)),
    row(text.LABEL_USER_OWNS_QUARTER, shown.yesNo(values.hasDirectorMoreThanTenPercent)),
  ];
  if (values.hasDirectorMoreThanTenPercent)
    identification.push(row(text.LABEL_OWNERSHIP_PERCENT, shown.percent(values.ownershipPercentage)));
  identification.push(row(text.LABEL_OWNERSHIP_DOCUMENT, shown.file(values.controlAndBenificialOwnershipDocument)));
  const groups: ReviewGroup[] = [{ heading: text.REVIEW_IDENTIFICATION, level: 1, rows: identification }];
  if (!values.isUserDirector)
    groups.push({
      heading: text.REVIEW_DIRECTOR,
      level: 1,
      rows: personRows(directorOne(values)),
    });
  if (values.hasAdditionalDirector) {
    const rows = personRows(additionalDirector(values));
    if (values.hasAdditionalDirectorMoreThanTenPercent)
      rows.push(row(text.LABEL_OWNERSHIP_PERCENT, shown.percent(values.additionalDirectorOwnershipPercentage)));
    groups.push({ heading: text.REVIEW_ADDITIONAL_DIRECTORS, level: 1, rows });
  }
  if (values.hasShareHolders) {
    groups.push({ heading: text.REVIEW_SHAREHOLDERS, level: 1, rows: [] });
    values.shareHolders.forEach((shareholder, index) =>
      groups.push({ heading: text.reviewShareholderHeading(index + 1), level: 2, rows: shareholderRows(shareholder) }),
    );
  }
  return { title: text.REVIEW_DIRECTORS, groups };
}
