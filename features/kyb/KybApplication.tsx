import { useEffect, useState } from 'react';
import { get } from 'react-hook-form';
import { AccordionWizard, type AccordionWizardSection } from 'spend-ui';
import { failureMessage } from '../api/index.js';
import { useReadUserAgain } from '../auth/api.js';
import { useFormSubmit, useSchemaForm } from '../forms/index.js';
import { focusFirstInvalidField } from '../forms/focusFirstInvalid.js';
import { useReportUnsavedChanges } from '../forms/UnsavedChangesGuard.js';
import { serverFieldErrors } from '../forms/serverFieldErrors.js';
import type { User } from '../session/user.js';
import { useViewer } from '../session/Viewer.js';
import { useKybHelp, useSaveKybSection, useSubmitKyb } from './api.js';
import { BillingFields } from './BillingFields.js';
import { BusinessDetailsFields } from './BusinessDetailsFields.js';
import { forgetCreditDraft, keepCreditDraft, readCreditDraft, settleCreditDraft } from './creditDraft.js';
import { CreditFields } from './CreditFields.js';
import { kybDraftBody, type KybResume } from './draft.js';
import { KYB_SAVE_FAILURE } from './failures.js';
import { KeyPersonnelFields } from './KeyPersonnelFields.js';
import { AddressFields, KybFieldProvider } from './KybFields.js';
import { KYB_SECTION_TITLES, KYB_SECTIONS, kybFormSchema, kybFormValues, type KybSection } from './kybForm.js';
import { REVIEW_BEFORE_SUBMIT, SAVE_SECTION, SUBMIT_APPLICATION } from './messages.js';
import { OwnersFields } from './OwnersFields.js';
import type { KybForm } from './sectionForm.js';

export interface KybApplicationProps {
  /** Where the saved draft left the user. */
  resume: KybResume;
  /** The user read again after the final submission: the onboarding moves on. */
  onSubmitted: (user: User) => void;
}

/** A server key of a field error as the form names it: an owner by its list position (`BeneficialOwnership.0.fname`). */
function formPathOf(serverKey: string): string | undefined {
  const [section, ...rest] = serverKey.split('.');
  if (!KYB_SECTIONS.some((known) => known === section) || rest.length === 0) return undefined;
  return section === 'BeneficialOwnership' ? ['BeneficialOwnership', 'owners', ...rest].join('.') : serverKey;
}

/** Puts a failed call's 400 field errors on the fields; true when some field took one. */
function showServerFieldErrors(form: KybForm, error: unknown): boolean {
  const { fields } = serverFieldErrors(error, formPathOf);
  // The server names form paths: setError takes them as the form's own.
  for (const [path, message] of fields) form.setError(path as 'BusinessDetails', { type: 'server', message });
  return fields.size > 0;
}

function sectionContent(section: KybSection, form: KybForm) {
  switch (section) {
    case 'BusinessDetails':
      return <BusinessDetailsFields form={form} />;
    case 'BusinessAddress':
      return <AddressFields at="BusinessAddress" />;
    case 'BillingInformation':
      return <BillingFields form={form} />;
    case 'BeneficialOwnership':
      return <OwnersFields form={form} />;
    case 'KeyPersonnel':
      return <KeyPersonnelFields />;
    case 'CreditInformation':
      return <CreditFields />;
  }
}

/**
 * The six sections of "Know your Business" on the AccordionWizard (kyb-onboarding.md §2.2, §4.2): a
 * Save checks its section, then posts the draft and opens the next; after section 6 every section
 * opens with "SUBMIT Application", and each can be changed and saved again. The final submission
 * reads the user again.
 */
export function KybApplication({ resume, onSubmitted }: KybApplicationProps) {
  // A failed read leaves the dialog as it is; the next session check moves the gate on.
  const readUserAgain = useReadUserAgain(onSubmitted);
  const form = useSchemaForm(kybFormSchema, { defaultValues: resume.values });
  const help = useKybHelp();
  const saveDraft = useSaveKybSection();
  const submission = useSubmitKyb();
  const [savedSections, setSavedSections] = useState(resume.savedSections);
  const [isReview, setReview] = useState(resume.savedSections === KYB_SECTIONS.length);
  const { user: viewer } = useViewer();
  // Credit fields whose save met the end of the session come back, unsaved (so closing asks before dropping them).
  const [keptCredit] = useState(() => readCreditDraft(viewer.id));
  useEffect(() => {
    if (!keptCredit) return;
    form.setValue('CreditInformation', keptCredit, { shouldDirty: true });
    forgetCreditDraft();
  }, [keptCredit, form]);

  const saveSection = async (section: KybSection): Promise<boolean> => {
    if (!(await form.trigger(section))) {
      focusFirstInvalidField(form.control, (name) => get(form.formState.errors, name) !== undefined);
      return false;
    }
    const count = Math.max(savedSections, KYB_SECTIONS.indexOf(section) + 1);
    keepCreditDraft(viewer.id, form.getValues('CreditInformation'));
    const outcome = await saveDraft.run(kybDraftBody(kybFormValues(form.getValues()), count));
    if (outcome.status === 'ignored') return false;
    settleCreditDraft(outcome.status === 'failed' ? outcome.error : undefined);
    if (outcome.status === 'failed') {
      showServerFieldErrors(form, outcome.error);
      // Shown inside the section and announced by the wizard; nothing typed is lost.
      throw new Error(failureMessage(outcome.error, KYB_SAVE_FAILURE));
    }
    setSavedSections(count);
    // What the draft now holds is no longer an unsaved change (closing then asks nothing).
    form.reset(form.getValues(), {
      keepValues: true,
      keepErrors: true,
      keepTouched: true,
      keepIsSubmitted: true,
      keepSubmitCount: true,
    });
    return true;
  };

  const submit = useFormSubmit(form, async (values) => {
    keepCreditDraft(viewer.id, form.getValues('CreditInformation'));
    const outcome = await submission.run(values);
    if (outcome.status !== 'ignored') settleCreditDraft(outcome.status === 'failed' ? outcome.error : undefined);
    if (outcome.status === 'failed') {
      showServerFieldErrors(form, outcome.error);
      return undefined;
    }
    if (outcome.status !== 'done') return undefined;
    await readUserAgain.run();
    return undefined;
  });

  useReportUnsavedChanges(form.formState.isDirty);

  const sections: AccordionWizardSection[] = KYB_SECTIONS.map((section) => ({
    id: section,
    title: KYB_SECTION_TITLES[section],
    content: sectionContent(section, form),
    onSave: () => saveSection(section),
  }));

  return (
    <KybFieldProvider control={form.control} help={help.data}>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <AccordionWizard
          sections={sections}
          defaultSectionId={KYB_SECTIONS[resume.savedSections]}
          isReview={isReview}
          savesInReview
          onComplete={() => setReview(true)}
          onSubmit={() => submit()}
          labels={{
            save: SAVE_SECTION,
            saveLast: SAVE_SECTION,
            submit: SUBMIT_APPLICATION,
            review: REVIEW_BEFORE_SUBMIT,
          }}
          headingLevel={2}
        />
      </form>
    </KybFieldProvider>
  );
}
