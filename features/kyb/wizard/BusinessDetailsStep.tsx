import { Heading, Stack } from 'spend-ui';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useFormSubmit, useSchemaForm } from '../../forms/useFormSubmit.js';
import { FormCheckbox } from '../../forms/FormCheckbox.js';
import { FormDatePicker } from '../../forms/FormDatePicker.js';
import { FormTextArea } from '../../forms/FormTextArea.js';
import { FormTextField } from '../../forms/FormTextField.js';
import * as text from '../messages.js';
import { legalEntityTypesFor, requiresEin, requiresRegistrationNumber } from '../model.js';
import { businessDetailsSchema, type BusinessDetailsInput, type BusinessDetailsValues } from './businessDetails.js';
import {
  BUSINESS_SECTORS,
  sectorNames,
  subsectorAfterSectorChange,
  subsectorsOf,
  type BusinessSector,
} from './sectors.js';
import type { WizardStepProps } from './stepProps.js';
import { StepButtons } from './StepButtons.js';
import { SNAKE_ADDRESS_FIELDS } from './people.js';
import {
  AddressFields,
  CountryField,
  OptionSelect,
  textOptions,
  WizardFileField,
  type AddressNames,
} from './WizardFields.js';

const REGISTERED_ADDRESS: AddressNames<BusinessDetailsInput> = SNAKE_ADDRESS_FIELDS;

const TRADING_ADDRESS: AddressNames<BusinessDetailsInput> = {
  buildingNo: 'trading_address_building_no',
  street: 'trading_address_street',
  apartment: 'trading_address_apartment',
  buildingName: 'trading_address_building_name',
  city: 'trading_address_city',
  state: 'trading_address_state',
  postalCode: 'trading_address_postal_code',
};

export interface BusinessDetailsStepProps extends WizardStepProps<BusinessDetailsInput, BusinessDetailsValues> {
  /** The sectors and their subsectors (replaceable data). */
  sectors?: readonly BusinessSector[];
}

/**
 * Step 2 (§2.1, §5.2): the legal entity types of the incorporation country, names, registration (none
 * for a Sole Trader or an Unincorporated Partnership; the EIN for a US company), the registered address
 * in the incorporation country, the trading address when it differs, Additional Details (sector, its
 * subsectors, activities, website) and Supporting Documents.
 */
export function BusinessDetailsStep({
  initial,
  context,
  onNext,
  onPrevious,
  pending,
  sectors = BUSINESS_SECTORS,
}: BusinessDetailsStepProps) {
  const schema = useMemo(() => businessDetailsSchema(context, sectors), [context, sectors]);
  const form = useSchemaForm(schema, { defaultValues: initial });
  const submit = useFormSubmit(form, onNext, { invalidNotice: text.WIZARD_FORM_ERRORS });
  const { control, getValues, setValue } = form;
  const [legalEntityType, tradingDifferent, sector] = useWatch({
    control,
    name: ['legal_entity_type', 'trading_address_is_different', 'business_sector'],
  });
  // The subsector depends on the sector: another sector keeps it only if it has it too.
  useEffect(() => {
    const subsector = getValues('business_subsector') ?? '';
    const kept = subsectorAfterSectorChange(subsector, sector ?? '', sectors);
    if (kept !== subsector) setValue('business_subsector', kept);
  }, [sector, sectors, getValues, setValue]);
  const entityTypes = useMemo(() => textOptions(legalEntityTypesFor(context.incorporationCountry)), [context]);
  const sectorOptions = useMemo(() => textOptions(sectorNames(sectors)), [sectors]);
  const subsectorOptions = useMemo(() => textOptions(subsectorsOf(sector ?? '', sectors)), [sector, sectors]);

  return (
    <Stack as="form" gap="xl" noValidate onSubmit={submit} aria-label={text.STEP_BUSINESS_DETAILS}>
      <Stack as="section" gap="lg">
        <Heading level={2}>{text.STEP_BUSINESS_DETAILS}</Heading>
        <Stack gap="lg" minColumnWidth="200px" align="start">
          <OptionSelect
            control={control}
            name="legal_entity_type"
            label={text.LABEL_LEGAL_ENTITY_TYPE}
            items={entityTypes}
          />
          <FormTextField control={control} name="company_name" label={text.LABEL_COMPANY_NAME} isRequired />
          <FormTextField control={control} name="trading_name" label={text.LABEL_TRADING_NAME} />
        </Stack>
        <Stack gap="lg" minColumnWidth="200px" align="start">
          <FormTextField
            control={control}
            name="company_registration_number"
            label={text.LABEL_REGISTRATION_NUMBER}
            isRequired={requiresRegistrationNumber(legalEntityType ?? '')}
          />
          {requiresEin(context.incorporationCountry) && (
            <FormTextField control={control} name="employer_identification_number" label={text.LABEL_EIN} isRequired />
          )}
          <FormDatePicker
            control={control}
            name="date_of_establishment"
            label={text.LABEL_DATE_OF_INCORPORATION}
            maxValue={context.today}
            isRequired
          />
        </Stack>
        <CountryField control={control} name="country" label={text.LABEL_REGISTERED_COUNTRY} isRequired isDisabled />
        <AddressFields control={control} names={REGISTERED_ADDRESS} />
        <FormCheckbox control={control} name="trading_address_is_different">
          {text.TRADING_ADDRESS_DIFFERENT}
        </FormCheckbox>
        {tradingDifferent && (
          <>
            <CountryField
              control={control}
              name="trading_address_country"
              label={text.LABEL_TRADING_COUNTRY}
              isRequired
            />
            <AddressFields control={control} names={TRADING_ADDRESS} />
          </>
        )}
      </Stack>
      <Stack as="section" gap="lg">
        <Heading level={2}>{text.SECTION_ADDITIONAL_DETAILS}</Heading>
        <Stack gap="lg" minColumnWidth="200px" align="start">
          <OptionSelect
            control={control}
            name="business_sector"
            label={text.LABEL_BUSINESS_SECTOR}
            items={sectorOptions}
          />
          <OptionSelect
            control={control}
            name="business_subsector"
            label={text.LABEL_BUSINESS_SUBSECTOR}
            items={subsectorOptions}
          />
        </Stack>
        <FormTextArea control={control} name="business_activities" label={text.LABEL_BUSINESS_ACTIVITIES} isRequired />
        <FormTextField
          control={control}
          name="business_website"
          label={text.LABEL_BUSINESS_WEBSITE}
          type="url"
          isRequired
        />
      </Stack>
      <Stack as="section" gap="lg">
        <Heading level={2}>{text.SECTION_SUPPORTING_DOCUMENTS}</Heading>
        <WizardFileField control={control} name="company_incorporation" label={text.LABEL_COMPANY_INCORPORATION} />
        <WizardFileField control={control} name="company_financials" label={text.LABEL_COMPANY_FINANCIALS} />
      </Stack>
      <StepButtons pending={pending} onPrevious={onPrevious && (() => onPrevious(form.getValues()))} />
    </Stack>
  );
}
