import { useWatch } from 'react-hook-form';
import { FieldGrid, KybSelect, KybSwitch, KybTextField } from './KybFields.js';
import {
  LABEL_ANNUAL_SALES,
  LABEL_BUSINESS_LEGAL_NAME,
  LABEL_BUSINESS_NUMBER,
  LABEL_INCORPORATED_PROVINCE,
  LABEL_INCORPORATED_YEAR,
  LABEL_LEGAL_STRUCTURE,
  LABEL_NUMBER_OF_EMPLOYEES,
  LABEL_PUBLICLY_TRADED,
  LABEL_TICKER_SYMBOL,
  LABEL_WEBSITE,
  LABEL_WEEKLY_SPEND,
  LABEL_YEARS_IN_BUSINESS,
  LABEL_YEARS_IN_CONTROL,
} from './messages.js';
import { LEGAL_STRUCTURES, PROVINCES } from './referenceData.js';
import type { KybForm } from './sectionForm.js';
import { SicField } from './SicField.js';

/** Section 1 (§3.5): the ticker symbol is required while publicly traded, disabled otherwise (§4.2). */
export function BusinessDetailsFields({ form }: { form: KybForm }) {
  const publiclyTraded = useWatch({ control: form.control, name: 'BusinessDetails.isPubliclyTraded' });
  return (
    <FieldGrid>
      <KybTextField name="BusinessDetails.businessLegalName" label={LABEL_BUSINESS_LEGAL_NAME} isRequired />
      <KybTextField
        name="BusinessDetails.businessNumber"
        label={LABEL_BUSINESS_NUMBER}
        inputMode="numeric"
        isRequired
      />
      <KybSelect
        name="BusinessDetails.legalStructure"
        label={LABEL_LEGAL_STRUCTURE}
        options={LEGAL_STRUCTURES}
        isRequired
      />
      <KybTextField
        name="BusinessDetails.incorporatedYear"
        label={LABEL_INCORPORATED_YEAR}
        inputMode="numeric"
        isRequired
      />
      <KybSelect
        name="BusinessDetails.incorporatedProvince"
        label={LABEL_INCORPORATED_PROVINCE}
        options={PROVINCES}
        isRequired
      />
      <KybTextField
        name="BusinessDetails.yearsInBusiness"
        label={LABEL_YEARS_IN_BUSINESS}
        inputMode="decimal"
        isRequired
      />
      <KybTextField
        name="BusinessDetails.yearsInControl"
        label={LABEL_YEARS_IN_CONTROL}
        inputMode="decimal"
        isRequired
      />
      <KybTextField name="BusinessDetails.annualSales" label={LABEL_ANNUAL_SALES} inputMode="decimal" isRequired />
      <KybTextField name="BusinessDetails.weeklySpend" label={LABEL_WEEKLY_SPEND} inputMode="decimal" isRequired />
      <KybTextField
        name="BusinessDetails.numberOfEmployees"
        label={LABEL_NUMBER_OF_EMPLOYEES}
        inputMode="numeric"
        isRequired
      />
      <SicField form={form} />
      <KybTextField name="BusinessDetails.website" label={LABEL_WEBSITE} type="url" isRequired />
      <KybSwitch name="BusinessDetails.isPubliclyTraded" label={LABEL_PUBLICLY_TRADED} />
      <KybTextField
        name="BusinessDetails.tickerSymbol"
        label={LABEL_TICKER_SYMBOL}
        isRequired={publiclyTraded}
        isDisabled={!publiclyTraded}
      />
    </FieldGrid>
  );
}
