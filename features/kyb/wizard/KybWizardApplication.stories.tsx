import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findToast, withApi } from '../../../.storybook/withApi.js';
import * as text from '../messages.js';
import { KybWizardApplication } from './KybWizardApplication.js';

// The wizard over the demo backend's endpoints (GET /company/kyb-wizard, POST /company/kyb-wizard/<step>),
// as the onboarding's business-form screen mounts it for Beacon Harbor Trading LLC (KYB_WIZARD on, US).
// The wizard's own rules, step by step, are KybWizard's stories.

const WIZARD_ADMIN = 'kyb-wizard@beaconharbor.example';

const meta = {
  title: 'Features/KYB/KybWizardApplication',
  component: KybWizardApplication,
  args: { onUserUpdated: fn() },
  decorators: [withApi],
  parameters: { feature: { signedInAs: WIZARD_ADMIN } },
} satisfies Meta<typeof KybWizardApplication>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Stores step 1 on the company's application, as a send of it in an earlier session would have. */
function storeStepOne() {
  arrangeDemoData((store) => {
    const company = store.find('companies', (row) => row.company_name === 'Beacon Harbor Trading LLC');
    const application = store.find('kybWizardApplications', (row) => row.company_id === company?.id);
    if (!application) throw new Error('The seed holds no wizard application for Beacon Harbor');
    store.update('kybWizardApplications', application.id, {
      steps: {
        personalDetails: {
          fields: {
            country_of_incorporation: ['US'],
            first_name: ['Noah'],
            middle_name: [''],
            last_name: ['Tremblay'],
            date_of_birth: ['1984-09-12'],
            email: ['kyb-wizard@beaconharbor.example'],
            code: ['+1'],
            telephone: ['2075550116'],
            country: ['CA'],
            street: ['Rue Sainte-Catherine'],
            city: ['Montreal'],
            state: ['QC'],
            postal_code: ['H3B 1A7'],
            passport: ['HT482913'],
            country_of_issue: ['CA'],
          },
          files: {
            proof_of_id: { file_id: 'file-passport', name: 'passport.pdf', type: 'application/pdf', size: 8 },
          },
        },
      },
    });
  });
}

/** The company's legal form, from its application: step 1's title (kyb-onboarding §2.1). */
const LEGAL_FORM = 'Limited Liability Company';

/**
 * A first visit: the application holds nothing sent yet, so the wizard opens at its first step, titled by
 * the legal form the application gives.
 */
export const FirstVisit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: LEGAL_FORM }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('form', { name: text.STEP_PERSONAL_DETAILS })).toBeVisible();
    await expect(canvas.getByText(text.WIZARD_INTRO)).toBeVisible();
    await expect(canvas.queryByRole('progressbar', { name: 'Loading the application' })).toBeNull();
    await expect(field(canvasElement, text.LABEL_FIRST_NAME)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: text.WIZARD_NEXT })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: text.WIZARD_PREVIOUS })).toBeNull();
    await expect(args.onUserUpdated).not.toHaveBeenCalled();
  },
};

/**
 * Step 1 stored in an earlier session: the wizard opens at step 2; step 1 shows what it sent, and sent
 * again (its file kept by the server) the wizard moves on with the server's answer.
 */
export const ResumesFromTheServer: Story = {
  beforeEach: storeStepOne,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text.STEP_BUSINESS_DETAILS }, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_PREVIOUS }));
    await expect(await canvas.findByRole('heading', { level: 1, name: LEGAL_FORM })).toBeVisible();
    await expect(field(canvasElement, text.LABEL_FIRST_NAME)).toHaveValue('Noah');
    await expect(field(canvasElement, text.LABEL_PASSPORT)).toHaveValue('HT482913');
    await expect(canvas.getByText('passport.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_NEXT }));
    await expect(await findToast(text.KYB_SAVED)).toBeInTheDocument();
    const title = await canvas.findByRole('heading', { level: 1, name: text.STEP_BUSINESS_DETAILS });
    await waitFor(() => expect(title).toHaveFocus());
  },
};

/**
 * The application cannot be read: that is not shown (spec: failures to load are silently ignored), the
 * wizard starts with its defaults, titled by its step as no legal form came.
 */
export const ReadFailureStartsAfresh: Story = {
  beforeEach: () => {
    arrangeDemoData((store) => store.injectFault({ method: 'GET', path: '/company/kyb-wizard', status: 500 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: text.STEP_PERSONAL_DETAILS }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(field(canvasElement, text.LABEL_FIRST_NAME)).toHaveValue('');
    await expect(canvas.getByRole('button', { name: text.WIZARD_NEXT })).toBeEnabled();
  },
};
