import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { KYB_FIELD_REQUIRED } from '../../../features/kyb/messages.js';
import { accountUsageSchema, emptyAccountUsage } from '../../../features/kyb/wizard/accountUsage.js';
import { businessDetailsSchema, emptyBusinessDetails } from '../../../features/kyb/wizard/businessDetails.js';
import { directorsSchema, emptyDirectors } from '../../../features/kyb/wizard/directors.js';
import { emptyPersonalDetails, personalDetailsSchema } from '../../../features/kyb/wizard/personalDetails.js';
import { stepFormData, stepPayload } from '../../../features/kyb/wizard/stepPayload.js';
import { wizardStepProblems, type WizardFormStep } from '../../../features/kyb/wizard/stepRules.js';
import { NOW, TODAY, pdf, validWizardSteps } from './wizardFixtures.js';

// One verdict: a step's values judged by the step's schema on the screen, and the same values sent as the
// screen sends them (stepPayload, stepFormData) judged by wizardStepProblems, give the same messages at
// the same fields.

const context = { incorporationCountry: 'US', today: TODAY };

function screenVerdict(step: WizardFormStep, values: object): Record<string, string[]> {
  const schema = {
    personalDetails: personalDetailsSchema(TODAY),
    businessDetails: businessDetailsSchema(context),
    accountUsage: accountUsageSchema(context),
    directors: directorsSchema(context),
  }[step];
  const problems: Record<string, string[]> = {};
  for (const issue of z.safeParse(schema, values).error?.issues ?? []) {
    const [head, ...rest] = issue.path.map(String);
    (problems[`${head ?? ''}${rest.map((part) => `[${part}]`).join('')}`] ??= []).push(issue.message);
  }
  return problems;
}

/** A FormData as the server reads it. */
function bodyOf(form: FormData) {
  return {
    names: () => [...new Set(form.keys())],
    texts: (name: string) => form.getAll(name).filter((value): value is string => typeof value === 'string'),
    file: (name: string) => form.getAll(name).find((value): value is File => typeof value !== 'string'),
  };
}

const serverVerdict = (step: WizardFormStep, values: object) =>
  wizardStepProblems(step, bodyOf(stepFormData(stepPayload(values))), { incorporationCountry: 'US', nowMs: NOW });

describe('the wizard’s step rules over a sent step', () => {
  const valid = validWizardSteps();
  const cases: ReadonlyArray<readonly [string, WizardFormStep, object]> = [
    ['a valid personal step', 'personalDetails', valid.personalDetails],
    ['a valid business step', 'businessDetails', valid.businessDetails],
    ['a valid account-usage step', 'accountUsage', valid.accountUsage],
    ['a valid directors step', 'directors', valid.directors],
    ['the personal step before anything is typed', 'personalDetails', emptyPersonalDetails('US')],
    ['the business step before anything is typed', 'businessDetails', emptyBusinessDetails('US')],
    ['the account-usage step before anything is typed', 'accountUsage', emptyAccountUsage()],
    ['the directors step before anything is typed', 'directors', emptyDirectors()],
    [
      'a resident of the US without SSN, the phone of another country',
      'personalDetails',
      { ...valid.personalDetails, country: 'US', telephone: '12', passport: '', country_of_issue: '' },
    ],
    [
      'a trading address half typed, an unknown subsector',
      'businessDetails',
      {
        ...valid.businessDetails,
        trading_address_is_different: true,
        trading_address_city: 'Bangor',
        business_subsector: 'Fishing',
      },
    ],
    [
      'collecting ticked with nothing, a count of 1.5 payments, no destination',
      'accountUsage',
      {
        ...valid.accountUsage,
        estimated_no_of_payments: 1.5,
        destination_of_payments: [],
        recieve_money_into_new_account: true,
      },
    ],
    [
      'a separate director and two shareholders, the second blank, the owners over 100 %',
      'directors',
      {
        ...valid.directors,
        isUserDirector: false,
        hasAdditionalDirector: true,
        hasAdditionalDirectorMoreThanTenPercent: true,
        ownershipPercentage: 60,
        additionalDirectorOwnershipPercentage: 50,
        proofOfIdDirector: pdf('director.pdf'),
        shareHolders: [
          ...valid.directors.shareHolders,
          { ...valid.directors.shareHolders[0], firstName: '', proofOfId: null },
        ],
      },
    ],
  ];

  it.each(cases)('%s: the same verdict on the screen and on the server', (_name, step, values) => {
    expect(serverVerdict(step, values)).toEqual(screenVerdict(step, values));
  });

  it('names the fields of a step as the body does, with the wizard’s messages', () => {
    expect(serverVerdict('directors', emptyDirectors())).toEqual({
      controlAndBenificialOwnershipDocument: [KYB_FIELD_REQUIRED],
    });
    expect(serverVerdict('personalDetails', emptyPersonalDetails('US'))).toMatchObject({
      first_name: [KYB_FIELD_REQUIRED],
      proof_of_id: [KYB_FIELD_REQUIRED],
    });
    expect(serverVerdict('directors', valid.directors)).toEqual({});
  });
});
