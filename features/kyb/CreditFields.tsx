import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Heading, Surface } from 'spend-ui';
import { useFinancialStatementUpload, useVoidChequeUpload } from './api.js';
import {
  asksPersonalGuarantee,
  creditNote,
  creditPath,
  requiresFinancialStatement,
  showsCreditFields,
} from './credit.js';
import { AddressFields, FieldGrid, KybSelect, KybSwitch, KybTextField, useKybControl } from './KybFields.js';
import { KybFileUpload } from './KybFileUpload.js';
import {
  CREDIT_PREQUALIFIED_NOTE,
  LABEL_BANK_ACCOUNT_NUMBER,
  LABEL_BANK_ACCOUNT_TYPE,
  LABEL_BANK_ADDRESS,
  LABEL_BANK_BRANCH_NUMBER,
  LABEL_BANK_INSTITUTION_NUMBER,
  LABEL_BANK_NAME,
  LABEL_CREDIT_CYCLE,
  LABEL_CREDIT_LINE_REQUIRED,
  LABEL_FINANCIAL_STATEMENT,
  LABEL_PERSONAL_GUARANTEE,
  LABEL_REQUESTED_CREDIT_LIMIT,
  LABEL_VOID_CHEQUE,
} from './messages.js';
import { BANK_ACCOUNT_TYPES, CREDIT_CYCLES } from './referenceData.js';

/**
 * Section 6 (§1, §4.3, §5.6): the credit line (default on); at 4 or more years in business the
 * good-news note and the credit fields, under 4 the personal-guarantee question (yes: the credit
 * fields; no: the prepaid note); off: the pre-funded note. The two PDFs upload as soon as chosen.
 */
export function CreditFields() {
  const control = useKybControl();
  const [isCreditLineRequired, canProvidePersonalGuarantee, yearsInBusiness] = useWatch({
    control,
    name: [
      'CreditInformation.isCreditLineRequired',
      'CreditInformation.canProvidePersonalGuarantee',
      'BusinessDetails.yearsInBusiness',
    ],
  });
  const path = creditPath({ isCreditLineRequired, canProvidePersonalGuarantee }, yearsInBusiness);
  const note = creditNote(path);
  return (
    <>
      <KybSwitch name="CreditInformation.isCreditLineRequired" label={LABEL_CREDIT_LINE_REQUIRED} />
      {asksPersonalGuarantee(path) && (
        <KybSwitch name="CreditInformation.canProvidePersonalGuarantee" label={LABEL_PERSONAL_GUARANTEE} />
      )}
      {note !== undefined && (
        <Surface as="p" padding="md" radius="md" background={note === CREDIT_PREQUALIFIED_NOTE ? 'success' : 'primary'}>
          {note}
        </Surface>
      )}
      {showsCreditFields(path) && (
        <CreditLineFields
          financialStatementRequired={requiresFinancialStatement(path)}
          bankAddress={
            <>
              <Heading level={3}>{LABEL_BANK_ADDRESS}</Heading>
              <AddressFields at="CreditInformation" />
            </>
          }
        />
      )}
    </>
  );
}

/**
 * The credit fields (§3.6, §5.6): limit, cycle, the bank and its account, then the two PDFs, uploaded as
 * soon as chosen. Shared by section 6 of the dialog and the credit-information sheet; `bankAddress` is
 * what shows between the bank fields and the uploads (the dialog's Bank Address block), and
 * `financialStatementRequired` marks the statement required (the credit path asks for it, §5.6).
 */
export function CreditLineFields({
  bankAddress,
  financialStatementRequired,
}: {
  bankAddress?: ReactNode;
  financialStatementRequired: boolean;
}) {
  const control = useKybControl();
  const statementUpload = useFinancialStatementUpload();
  const chequeUpload = useVoidChequeUpload();
  return (
    <>
      <FieldGrid>
        <KybTextField
          name="CreditInformation.requestedCreditLimit"
          label={LABEL_REQUESTED_CREDIT_LIMIT}
          inputMode="decimal"
          isRequired
        />
        <KybSelect name="CreditInformation.creditCycle" label={LABEL_CREDIT_CYCLE} options={CREDIT_CYCLES} isRequired />
        <KybTextField name="CreditInformation.bankName" label={LABEL_BANK_NAME} isRequired />
        <KybTextField
          name="CreditInformation.bankAccountNumber"
          label={LABEL_BANK_ACCOUNT_NUMBER}
          inputMode="numeric"
          isRequired
        />
        <KybTextField
          name="CreditInformation.bankInstitutionNumber"
          label={LABEL_BANK_INSTITUTION_NUMBER}
          inputMode="numeric"
          isRequired
        />
        <KybTextField
          name="CreditInformation.bankBranchNumber"
          label={LABEL_BANK_BRANCH_NUMBER}
          inputMode="numeric"
          isRequired
        />
        <KybSelect
          name="CreditInformation.bankAccountType"
          label={LABEL_BANK_ACCOUNT_TYPE}
          options={BANK_ACCOUNT_TYPES}
          isRequired
        />
      </FieldGrid>
      {bankAddress}
      {/* Last in the section: a save's focus on the first invalid field follows page order. */}
      <FieldGrid>
        <KybFileUpload
          control={control}
          name="CreditInformation.financialStatement"
          label={LABEL_FINANCIAL_STATEMENT}
          isRequired={financialStatementRequired}
          upload={statementUpload}
        />
        <KybFileUpload
          control={control}
          name="CreditInformation.voidCheque"
          label={LABEL_VOID_CHEQUE}
          isRequired
          upload={chequeUpload}
        />
      </FieldGrid>
    </>
  );
}
