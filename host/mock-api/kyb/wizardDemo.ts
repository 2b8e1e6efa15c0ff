import type { SeededRandom } from '../core/random.js';
import type { DemoTables } from '../model.js';
import { addDemoCompany, addDemoUser, isoDaysBeforeEpoch } from '../auth/seed.js';
import { kybWizardCompanies, kybWizardUsers } from './wizardAccounts.js';

/** Seeds the wizard's companies, their admins and their (empty) applications. */
export function seedKybWizardCompanies(tables: DemoTables, random: SeededRandom): void {
  kybWizardCompanies.forEach((definition, index) => {
    const company = addDemoCompany(tables, random, definition, tables.companies.length);
    const admin = kybWizardUsers.find((user) => user.companies[0] === definition.key);
    if (!admin) throw new Error(`No demo admin for ${definition.company_name}`);
    const user = addDemoUser(
      tables,
      random,
      admin,
      (key) => {
        if (key !== definition.key) throw new Error(`${key} is not seeded here`);
        return company.id;
      },
      isoDaysBeforeEpoch(3 + index),
    );
    company.kyb_manager_user_id = user.id;
    tables.kybWizardApplications.push({
      id: tables.kybWizardApplications.length + 1,
      company_id: company.id,
      country_of_incorporation: definition.country_of_incorporation,
      legal_form: definition.legal_form,
      steps: {},
      submitted: false,
    });
  });
}
