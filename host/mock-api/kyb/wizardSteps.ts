import type { HttpHandler } from 'msw';
import {
  KEPT_FILE_PART_PREFIX,
  StoredWizardFile,
  WIZARD_FILES,
  WIZARD_FORM_STEPS,
  acceptedFile,
  wizardStepProblems,
  type StoredWizardSteps,
  type WizardFormStep,
  type WizardStepBody,
} from 'spend-ui/features/rules';
import type { DemoStore } from '../core/store.js';
import type { StoredFile } from '../core/files.js';
import type { KybWizardApplicationRecord, StoredWizardStep } from './wizardModel.js';
import { fieldErrors, json, type RouteBuilder } from '../core/http.js';
import { readMultipart } from '../core/multipart.js';
import { selectedCompany } from '../auth/views.js';

// The wizard variant of business verification (kyb-onboarding.md §2.1; spec README ruling "Two KYB
// variants"): the spec names no endpoint for the steps, so the demo backend offers its own pair — the
// company's application (country of incorporation, legal form, the steps stored and what each sent, so
// the wizard resumes after a reload or a new session) and one POST per step. Each step is judged by the
// wizard's own rules (`wizardStepProblems` of features/kyb, the step schemas the screen uses, today in US
// Central time): a step they refuse gets 400 `{errors: {field: [message]}}` and is not stored. A step sent
// again replaces what it sent before; a file stored by the earlier send is kept when the body names it
// (`kept:<field>`). The last step (`review`, an empty body) judges every stored step again (today may have
// moved since) and only then marks the form filled, so the onboarding gate moves on; from then on the
// application is read-only. Both calls are the company admin's (`kyb.fill`): others get 403.

/** What GET /company/kyb-wizard answers. */
export interface ApiKybWizardApplication {
  country_of_incorporation: string;
  legal_form: string;
  steps: WizardFormStep[];
  /** What each stored step sent, so the wizard resumes: its texts, and its files by name and id. */
  stored_steps: StoredWizardSteps;
}

export const WIZARD_STEPS_MISSING = 'Please complete every step before you submit.';
/** The review's answer when a stored step no longer passes its rules (e.g. a date that is now past). */
export const WIZARD_STEP_INVALID = 'Please check every step again before you submit.';
export const WIZARD_ALREADY_SUBMITTED = 'The KYB application has already been submitted.';
/** A step sent again asked to keep a file the step does not hold (any more). */
export const WIZARD_KEPT_FILE_GONE = 'This file is no longer on record. Please upload it again.';

function isFormStep(step: string): step is WizardFormStep {
  return WIZARD_FORM_STEPS.some((known) => known === step);
}

/** The steps stored, as the GET gives them: the texts as sent, each file by its id and name. */
function storedStepsView(application: KybWizardApplicationRecord | undefined): StoredWizardSteps {
  const view: StoredWizardSteps = {};
  for (const step of WIZARD_FORM_STEPS) {
    const stored = application?.steps[step];
    if (!stored) continue;
    view[step] = {
      fields: stored.fields,
      files: Object.fromEntries(
        Object.entries(stored.files).map(([name, file]) => [name, { id: file.file_id, name: file.name }]),
      ),
    };
  }
  return view;
}

/** A stored step read back as the body it was, its files by their records. */
function storedBody(stored: StoredWizardStep): WizardStepBody {
  return {
    names: () => [...Object.keys(stored.fields), ...Object.keys(stored.files)],
    texts: (name) => stored.fields[name] ?? [],
    // A stored file counts by its record, which outlives a reload of the demo (its bytes may not).
    file: (name) => {
      const record = stored.files[name];
      return record && new StoredWizardFile(record.name, record.file_id);
    },
  };
}

/** The steps stored, and the first form step missing or no longer passing its rules (undefined when none). */
function firstStepNotReady(
  store: DemoStore,
  application: KybWizardApplicationRecord,
): { step: WizardFormStep; missing: boolean } | undefined {
  for (const step of WIZARD_FORM_STEPS) {
    const stored = application.steps[step];
    if (!stored) return { step, missing: true };
    const problems = wizardStepProblems(step, storedBody(stored), {
      incorporationCountry: application.country_of_incorporation,
      nowMs: store.now(),
    });
    if (Object.keys(problems).length) return { step, missing: false };
  }
  return undefined;
}

export function kybWizardHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.guarded('get', '/company/kyb-wizard', 'kyb.fill', ({ store, user }) => {
      const company = selectedCompany(store, user);
      const application = store.find('kybWizardApplications', (row) => row.company_id === company?.id);
      const answer: ApiKybWizardApplication = {
        country_of_incorporation: application?.country_of_incorporation ?? 'CA',
        legal_form: application?.legal_form ?? '',
        steps: WIZARD_FORM_STEPS.filter((step) => application?.steps[step]),
        stored_steps: storedStepsView(application),
      };
      return json({ results: answer });
    }),

    routes.guarded('post', '/company/kyb-wizard/:step', 'kyb.fill', async ({ request, params, store, user }) => {
      const step = String(params.step);
      const company = selectedCompany(store, user);
      if (!company) return json({ detail: 'Not found.' }, 404);
      const application =
        store.find('kybWizardApplications', (row) => row.company_id === company.id) ??
        store.insert('kybWizardApplications', {
          company_id: company.id,
          country_of_incorporation: 'CA',
          legal_form: '',
          steps: {},
          submitted: false,
        });

      if (application.submitted || company.kyb_form_filled) return json({ errors: [WIZARD_ALREADY_SUBMITTED] }, 400);
      if (step === 'review') {
        const notReady = firstStepNotReady(store, application);
        if (notReady) return json({ errors: [notReady.missing ? WIZARD_STEPS_MISSING : WIZARD_STEP_INVALID] }, 400);
        store.update('kybWizardApplications', application.id, { submitted: true });
        store.update('companies', company.id, { kyb_form_filled: true });
        return json({ results: { submitted: true } });
      }
      if (!isFormStep(step)) return json({ detail: 'Not found.' }, 404);

      const body = await readMultipart(request);
      const fields: Record<string, string[]> = {};
      const accepted: Record<string, { file: File; name: string }> = {};
      const kept: Record<string, StoredFile> = {};
      const heldBefore = Object.values(application.steps[step]?.files ?? {});
      for (const name of body.names()) {
        if (name.startsWith(KEPT_FILE_PART_PREFIX)) {
          // A file stored by an earlier send of this step, kept (under its field as sent now).
          const field = name.slice(KEPT_FILE_PART_PREFIX.length);
          const held = heldBefore.find((file) => file.file_id === body.text(name));
          if (!held) return fieldErrors({ [field]: WIZARD_KEPT_FILE_GONE });
          kept[field] = held;
          continue;
        }
        const file = body.file(name);
        if (!file) {
          fields[name] = [...body.texts(name)];
          continue;
        }
        // §9: a pdf, jpg, jpeg or png, judged by its content (the upload field's own rule).
        const typed = await acceptedFile(file, WIZARD_FILES.accept);
        if (!typed) return fieldErrors({ [name]: WIZARD_FILES.message });
        accepted[name] = { file: typed, name: file.name };
      }
      // A kept file stands where the body names it, as the step's field.
      const judged: WizardStepBody = {
        names: () => [...body.names(), ...Object.keys(kept)],
        texts: (name) => body.texts(name),
        file: (name) => {
          const held = kept[name];
          return held ? new StoredWizardFile(held.name, held.file_id) : body.file(name);
        },
      };
      const problems = wizardStepProblems(step, judged, {
        incorporationCountry: application.country_of_incorporation,
        nowMs: store.now(),
      });
      if (Object.keys(problems).length) return fieldErrors(problems);
      const files: Record<string, StoredFile> = { ...kept };
      for (const [field, { file, name }] of Object.entries(accepted)) files[field] = store.saveFile(file, name);
      store.update('kybWizardApplications', application.id, {
        steps: { ...application.steps, [step]: { fields, files } },
      });
      return json({ results: { step } });
    }),
  ];
}
