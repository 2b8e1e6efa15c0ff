import { demoAccounts as accountsOfAuth, type DemoAccount } from './auth/demoAccounts.js';
import { kybWizardAccounts } from './kyb/wizardDemo.js';

/** Every account a newcomer can sign in with (also listed in the README and on the demo login screen). */
export const demoAccounts: readonly DemoAccount[] = [...accountsOfAuth, ...kybWizardAccounts];
