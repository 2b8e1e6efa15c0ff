import { useEffect, useMemo, useRef, useState } from 'react';
import { get, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { Button, Heading, Stack, Tabs } from 'spend-ui';
import { useFormSubmit, useSchemaForm } from '../../forms/useFormSubmit.js';
import { FormCheckbox } from '../../forms/FormCheckbox.js';
import { FormNumberField } from '../../forms/FormNumberField.js';
import { focusFirstInvalidField } from '../../forms/focusFirstInvalid.js';
import * as text from '../messages.js';
import {
  ADDITIONAL_DIRECTOR_FIELDS,
  addShareholder,
  blankShareholder,
  deleteShareholder,
  DIRECTOR_FIELDS,
  directorsSchema,
  mayDeleteShareholder,
  type DirectorsInput,
  type DirectorsValues,
} from './directors.js';
import type { WizardStepProps } from './stepProps.js';
import { StepButtons } from './StepButtons.js';
import { SHAREHOLDER_TABS_LABEL } from './texts.js';
import { PersonFields, WizardFileField, type PersonNames } from './WizardFields.js';

// The spec's SSN rule for Director 1 "references an undefined value" (§5.4). Decided: the person's own
// country decides, as for every other person of the wizard — SSN is asked of a director living in the
// US (`requiresSsn(country)` in ResidenceFields and in the step's rules).

const DIRECTOR_ONE: PersonNames<DirectorsInput> = DIRECTOR_FIELDS;
const ADDITIONAL_DIRECTOR: PersonNames<DirectorsInput> = ADDITIONAL_DIRECTOR_FIELDS;

function shareholderNames(index: number): PersonNames<DirectorsInput> {
  const at = `shareHolders.${index}` as const;
  return {
    firstName: `${at}.firstName`,
    middleName: `${at}.middleName`,
    lastName: `${at}.lastName`,
    dob: `${at}.dob`,
    country: `${at}.country`,
    buildingNo: `${at}.buildingNo`,
    street: `${at}.street`,
    apartment: `${at}.apartment`,
    buildingName: `${at}.buildingName`,
    city: `${at}.city`,
    state: `${at}.state`,
    postalCode: `${at}.postalCode`,
    ssn: `${at}.ssn`,
    passport: `${at}.passport`,
    countryOfIssue: `${at}.countryOfIssue`,
    proofOfId: `${at}.proofOfId`,
  };
}

/** §5.4: the Ownership % of a person owning 25% or more (25 to 100, 25 by default). */
function OwnershipField({
  control,
  name,
}: {
  control: Control<DirectorsInput, unknown, DirectorsValues>;
  name: 'ownershipPercentage' | 'additionalDirectorOwnershipPercentage';
}) {
  return (
    <Stack gap="lg" minColumnWidth="200px" align="start">
      <FormNumberField control={control} name={name} label={text.LABEL_OWNERSHIP_PERCENT} isRequired />
    </Stack>
  );
}

/** The first shareholder whose fields have errors; -1 when none has. */
function firstShareholderWithErrors(errors: FieldErrors<DirectorsInput>): number {
  const rows: unknown = errors.shareHolders;
  if (!Array.isArray(rows)) return -1;
  return rows.findIndex((row) => row !== undefined && row !== null);
}

/**
 * Step 4, heading Identity (§2.1, §5.4): the user as director or a separate Director 1, the user's
 * 25%-or-more ownership, an additional director with their own ownership, the shareholders as tabs
 * (Add Shareholder, Delete Shareholder) and the control and beneficial ownership document.
 */
export function DirectorsStep({
  initial,
  context,
  onNext,
  onPrevious,
  pending,
}: WizardStepProps<DirectorsInput, DirectorsValues>) {
  const schema = useMemo(() => directorsSchema(context), [context]);
  const form = useSchemaForm(schema, { defaultValues: initial });
  const { control, getValues } = form;
  const shareholders = useFieldArray({ control, name: 'shareHolders' });
  const [chosenTab, setActive] = useState(0);
  const { fields, append, remove } = shareholders;
  const active = Math.max(0, Math.min(chosenTab, fields.length - 1));
  // A submit whose errors are on a shareholder tab not shown: that tab is shown, then its field focused.
  const [focusRequest, setFocusRequest] = useState(0);
  const submit = useFormSubmit(form, onNext, {
    invalidNotice: (errors) => {
      const withErrors = firstShareholderWithErrors(errors);
      if (withErrors >= 0 && get(errors, `shareHolders.${active}`) === undefined) {
        setActive(withErrors);
        setFocusRequest((count) => count + 1);
      }
      return text.WIZARD_FORM_ERRORS;
    },
  });
  useEffect(() => {
    if (focusRequest === 0) return;
    focusFirstInvalidField(control, (name) => form.getFieldState(name as keyof DirectorsInput).invalid);
  }, [focusRequest, control, form]);

  const [isUserDirector, ownsQuarter, hasAdditional, additionalOwnsQuarter, hasShareholders] = useWatch({
    control,
    name: [
      'isUserDirector',
      'hasDirectorMoreThanTenPercent',
      'hasAdditionalDirector',
      'hasAdditionalDirectorMoreThanTenPercent',
      'hasShareHolders',
    ],
  });

  // The shareholders toggle starts the list with one blank tab.

  useEffect(() => {
    if (hasShareholders && fields.length === 0) {
      append(blankShareholder(), { shouldFocus: false });
    }
  }, [hasShareholders, fields.length, append]);

  // Where focus goes once a tab was added or deleted (the button pressed may be gone): the first field of
  // the tab shown — the new shareholder, or the one before the deleted — else Add Shareholder (never <body>).
  const tabsArea = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterChange = useRef(false);
  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    const firstField = tabsArea.current?.querySelector<HTMLElement>('[role="tabpanel"] :is(input, button)');
    (firstField ?? addButton.current)?.focus();
  }, [fields.length, active]);

  const tabs = () => ({ shareHolders: getValues('shareHolders') ?? [], active });
  const add = () => {
    const next = addShareholder(tabs());
    append(blankShareholder(), { shouldFocus: false });
    setActive(next.active);
    focusAfterChange.current = true;
  };
  const removeActive = () => {
    const current = tabs();
    const next = deleteShareholder(current);
    if (next === current) return;
    remove(current.active);
    setActive(next.active);
    focusAfterChange.current = true;
  };

  return (
    <Stack as="form" gap="xl" noValidate onSubmit={submit} aria-label={text.STEP_DIRECTORS}>
      <Stack as="section" gap="lg">
        <Heading level={2}>{text.SECTION_IDENTITY}</Heading>
        <FormCheckbox control={control} name="isUserDirector">
          {text.LABEL_USER_IS_DIRECTOR}
        </FormCheckbox>
        <FormCheckbox control={control} name="hasDirectorMoreThanTenPercent">
          {text.LABEL_USER_OWNS_QUARTER}
        </FormCheckbox>
        {ownsQuarter && <OwnershipField control={control} name="ownershipPercentage" />}
      </Stack>
      {!isUserDirector && (
        <Stack as="section" gap="lg" aria-label={text.DIRECTOR_ONE}>
          <Heading level={3}>{text.DIRECTOR_ONE}</Heading>
          <PersonFields
            control={control}
            names={DIRECTOR_ONE}
            incorporationCountry={context.incorporationCountry}
            today={context.today}
            apartmentRequired
            proofOfIdLabel={text.LABEL_DIRECTOR_PROOF_OF_ID}
          />
        </Stack>
      )}
      <Stack as="section" gap="lg">
        <FormCheckbox control={control} name="hasAdditionalDirector">
          {text.LABEL_HAS_ADDITIONAL_DIRECTOR}
        </FormCheckbox>
        {hasAdditional && (
          <Stack as="section" gap="lg" aria-label={text.REVIEW_ADDITIONAL_DIRECTORS}>
            <Heading level={3}>{text.REVIEW_ADDITIONAL_DIRECTORS}</Heading>
            <PersonFields
              control={control}
              names={ADDITIONAL_DIRECTOR}
              incorporationCountry={context.incorporationCountry}
              today={context.today}
            />
            <FormCheckbox control={control} name="hasAdditionalDirectorMoreThanTenPercent">
              {text.LABEL_ADDITIONAL_DIRECTOR_OWNS_QUARTER}
            </FormCheckbox>
            {additionalOwnsQuarter && <OwnershipField control={control} name="additionalDirectorOwnershipPercentage" />}
          </Stack>
        )}
      </Stack>
      <Stack as="section" gap="lg">
        <FormCheckbox control={control} name="hasShareHolders">
          {text.LABEL_HAS_SHAREHOLDERS}
        </FormCheckbox>
        {hasShareholders && fields.length > 0 && (
          <div ref={tabsArea}>
            <Tabs
              aria-label={SHAREHOLDER_TABS_LABEL}
              selectedKey={fields[active]?.id}
              onSelectionChange={(key) => {
                const index = fields.findIndex((field) => field.id === key);
                if (index >= 0) setActive(index);
              }}
              items={fields.map((field, index) => ({
                key: field.id,
                title: text.additionalShareholderTab(index + 1),
                content: (
                  <PersonFields
                    control={control}
                    names={shareholderNames(index)}
                    incorporationCountry={context.incorporationCountry}
                    today={context.today}
                  />
                ),
              }))}
              endSlot={
                <>
                  <Button ref={addButton} variant="secondary" onPress={add}>
                    {text.ADD_SHAREHOLDER}
                  </Button>
                  {mayDeleteShareholder({ shareHolders: fields, active }) && (
                    <Button variant="secondary" onPress={removeActive}>
                      {text.DELETE_SHAREHOLDER}
                    </Button>
                  )}
                </>
              }
            />
          </div>
        )}
      </Stack>
      <Stack as="section" gap="lg">
        <WizardFileField
          control={control}
          name="controlAndBenificialOwnershipDocument"
          label={text.LABEL_OWNERSHIP_DOCUMENT}
        />
      </Stack>
      <StepButtons pending={pending} onPrevious={onPrevious && (() => onPrevious(form.getValues()))} />
    </Stack>
  );
}
