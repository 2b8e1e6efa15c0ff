import { Heading, Stack } from 'spend-ui';
import { useMemo } from 'react';
import { useFormSubmit, useSchemaForm } from '../../forms/useFormSubmit.js';
import { FormPhoneField } from '../../forms/FormPhoneField.js';
import { FormTextField } from '../../forms/FormTextField.js';
import * as text from '../messages.js';
import { NameFields, ResidenceFields, WizardFileField, type PersonNames } from './WizardFields.js';
import {
  PERSON_FIELDS,
  personalDetailsSchema,
  type PersonalDetailsInput,
  type PersonalDetailsValues,
} from './personalDetails.js';
import type { WizardStepProps } from './stepProps.js';
import { StepButtons } from './StepButtons.js';

const NAMES: PersonNames<PersonalDetailsInput> = PERSON_FIELDS;

/**
 * Step 1 (§2.1, §5.1): Personal details, Contact details, Current Home Address and Identity. The
 * incorporation-country picker is hidden (it offers Canada only): the company's country comes with
 * the step's values.
 */
export function PersonalDetailsStep({
  initial,
  context,
  onNext,
  onPrevious,
  pending,
}: WizardStepProps<PersonalDetailsInput, PersonalDetailsValues>) {
  const schema = useMemo(() => personalDetailsSchema(context.today), [context.today]);
  const form = useSchemaForm(schema, { defaultValues: initial });
  const submit = useFormSubmit(form, onNext, { invalidNotice: text.WIZARD_FORM_ERRORS });
  const { control } = form;
  const incorporationCountry = form.getValues('country_of_incorporation') ?? context.incorporationCountry;
  return (
    <Stack as="form" gap="xl" noValidate onSubmit={submit} aria-label={text.STEP_PERSONAL_DETAILS}>
      <Stack as="section" gap="lg">
        <Heading level={2}>{text.SECTION_PERSONAL_DETAILS}</Heading>
        <NameFields control={control} names={NAMES} today={context.today} />
      </Stack>
      <Stack as="section" gap="lg">
        <Heading level={2}>{text.SECTION_CONTACT_DETAILS}</Heading>
        <Stack gap="lg" minColumnWidth="200px" align="start">
          <FormTextField control={control} name="email" label={text.LABEL_EMAIL} type="email" isRequired />
          <FormPhoneField
            control={control}
            name="telephone"
            dialCodeName="code"
            label={text.LABEL_TELEPHONE}
            defaultCountry="CA"
            isRequired
          />
        </Stack>
      </Stack>
      <Stack as="section" gap="lg">
        <Heading level={2}>{text.SECTION_CURRENT_HOME_ADDRESS}</Heading>
        <ResidenceFields control={control} names={NAMES} incorporationCountry={incorporationCountry} />
      </Stack>
      <Stack as="section" gap="lg">
        <Heading level={2}>{text.SECTION_IDENTITY}</Heading>
        <WizardFileField control={control} name="proof_of_id" label={text.LABEL_PROOF_OF_ID} />
      </Stack>
      <StepButtons pending={pending} onPrevious={onPrevious && (() => onPrevious(form.getValues()))} />
    </Stack>
  );
}
