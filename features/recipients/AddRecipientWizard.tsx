import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button, EmptyState, ActionBar } from 'spend-ui';
import { GuardedStepperDialog } from '../forms/GuardedStepperDialog.js';
import { useApiClient } from '../api/index.js';
import { useFormSubmit, useSchemaForm } from '../forms/index.js';
import { OTP_REQUIRED_RECIPIENT } from '../otp/messages.js';
import { OneTimeCodeConfirmation } from '../otp/OneTimeCodeConfirmation.js';
import { RECIPIENTS_PATH, createRecipient, useBeneficiaryRequirements } from './api.js';
import { ADD_RECIPIENT_FAILURE } from './failures.js';
import {
  ADD_RECIPIENT_STEP_TITLES,
  ADD_RECIPIENT_TITLE,
  BACK,
  DONE,
  FILL_ALL_DETAILS,
  RECIPIENT_ADDED,
  RECIPIENT_ADDED_HINT,
} from './messages.js';
import { RECIPIENT_ERROR_TOAST_MS } from './model.js';
import { RecipientDetailsStep } from './RecipientDetailsStep.js';
import { RecipientReview } from './RecipientReview.js';
import { StepBody } from './Recipients.styles.js';
import {
  detailsFor,
  emptyRecipientForm,
  pairKey,
  recipientFormSchema,
  requirementsKey,
  type AnsweredFields,
  type RecipientFormValues,
} from './recipientForm.js';
import {
  addRecipientPayload,
  individualAvailable,
  recipientFormFields,
  type RecipientEntityType,
} from './requirements.js';

export interface AddRecipientWizardProps {
  /** Closes the wizard (the page goes back to /recipients); what was typed is dropped with it. */
  onClose: () => void;
}

type WizardStep = 0 | 1 | 2;

const STEPS = ADD_RECIPIENT_STEP_TITLES.map((label, index) => ({ id: String(index), label }));

/**
 * The add-recipient wizard (accounts-payments-recipients.md §2, §4, §5, §7), full screen: Recipient
 * details (country, currency, type, then the fields of the server's requirements), Review with the
 * one-time code, Complete. Back on the first step closes; closing drops the form.
 */
export function AddRecipientWizard({ onClose }: AddRecipientWizardProps) {
  const [step, setStep] = useState<WizardStep>(0);
  const [loaded, setLoaded] = useState<AnsweredFields | null>(null);
  const [companyOnlyPairs, setCompanyOnlyPairs] = useState<ReadonlySet<string>>(() => new Set());
  const requirements = useBeneficiaryRequirements();
  const client = useApiClient();

  // The rules of the server's fields apply while the choices on screen are the ones they answer.
  const schema = useMemo(() => recipientFormSchema(loaded), [loaded]);
  const form = useSchemaForm(schema, { defaultValues: emptyRecipientForm });
  const [country, currency, entityType] = useWatch({
    control: form.control,
    name: ['country', 'currency', 'entity_type'],
  });
  const key = requirementsKey({ country, currency, entity_type: entityType });
  const fields = loaded && loaded.key === key ? loaded.fields : null;
  const attempted = useRef<string | null>(null);

  const loadRequirements = useCallback(
    async (values: Pick<RecipientFormValues, 'country' | 'currency' | 'entity_type'>) => {
      const wanted = requirementsKey(values);
      if (!wanted || values.entity_type === '') return undefined;
      const basics = { country: values.country, currency: values.currency, entity_type: values.entity_type };
      attempted.current = wanted;
      const outcome = await requirements.run(basics);
      if (outcome.status !== 'done') return outcome;
      const { answer } = outcome.value;
      if (!individualAvailable(answer)) {
        setCompanyOnlyPairs((pairs) => new Set(pairs).add(pairKey(basics.country, basics.currency)));
        if (basics.entity_type === 'individual') {
          // Taken back; the disabled tile's own description says why (once, not again as the group's error).
          form.setValue('entity_type', '');
          return outcome;
        }
      }
      const answered = recipientFormFields(answer, basics as typeof basics & { entity_type: RecipientEntityType });
      form.setValue('details', detailsFor(answered, form.getValues('details')));
      setLoaded({ key: wanted, fields: answered });
      return outcome;
    },
    [requirements, form],
  );

  // The requirements are asked as soon as country, currency and type are chosen (again after a change).
  useEffect(() => {
    if (!key || key === loaded?.key || key === attempted.current || requirements.pending) return;
    void loadRequirements({ country, currency, entity_type: entityType });
  }, [key, loaded, requirements.pending, loadRequirements, country, currency, entityType]);

  const next = useFormSubmit(
    form,
    (values) => {
      if (!fields) return loadRequirements(values);
      setStep(1);
      return undefined;
    },
    { invalidNotice: FILL_ALL_DETAILS },
  );

  const close = onClose;
  // What closing would drop: Escape or the close action asks first (GuardedStepperDialog).
  const hasTyped = step !== 2 && form.formState.isDirty;
  const back = () => (step === 1 ? setStep(0) : close());
  const values = form.getValues();
  const chosenType = values.entity_type;

  return (
    <GuardedStepperDialog
      title={ADD_RECIPIENT_TITLE}
      steps={STEPS}
      currentStepId={String(step)}
      backLabel={BACK}
      onBack={back}
      onClose={close}
      hasUnsavedChanges={hasTyped}
    >
      {step === 0 && (
        <RecipientDetailsStep
          form={form}
          fields={fields}
          individualDisabled={Boolean(country && currency && companyOnlyPairs.has(pairKey(country, currency)))}
          loadingRequirements={requirements.pending}
          onNext={next}
          onCancel={close}
        />
      )}
      {step === 1 && fields && chosenType !== '' && (
        <StepBody>
          <RecipientReview values={values} fields={fields} />
          <OneTimeCodeConfirmation
            requiredMessage={OTP_REQUIRED_RECIPIENT}
            submitFailure={ADD_RECIPIENT_FAILURE}
            submitFailureDuration={RECIPIENT_ERROR_TOAST_MS}
            submitRevalidates={[RECIPIENTS_PATH]}
            onSubmit={async (code, channel) => {
              const basics = { country: values.country, currency: values.currency, entity_type: chosenType };
              await createRecipient(client, addRecipientPayload(basics, fields, values.details, { code, channel }));
              setStep(2);
            }}
          />
        </StepBody>
      )}
      {step === 2 && (
        <StepBody>
          <EmptyState title={RECIPIENT_ADDED} description={RECIPIENT_ADDED_HINT} headingLevel={2} />
          <ActionBar>
            <Button onPress={close}>{DONE}</Button>
          </ActionBar>
        </StepBody>
      )}
    </GuardedStepperDialog>
  );
}
