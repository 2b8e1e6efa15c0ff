import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiError } from 'spend-ui/features';
import { failureMessage } from 'spend-ui/features/internal';
import {
  financialStatementAnswerSchema,
  kybDraftAnswerSchema,
  kybDraftBody,
  kybFormFromDraft,
  kybGroups,
  kybSubmission,
  savedFinancialStatement,
  savedVoidCheque,
  voidChequeAnswerSchema,
  type KybDraftAnswer,
} from '../../../features/kyb/draft.js';
import { emptyKybForm, KYB_SECTIONS, type KybFormValues } from '../../../features/kyb/kybForm.js';
import {
  FINANCIAL_STATEMENT_FAILURE,
  KYB_LOAD_FAILURE,
  KYB_SAVE_FAILURE,
  KYB_SUBMIT_FAILURE,
  VOID_CHEQUE_FAILURE,
} from '../../../features/kyb/failures.js';
import {
  FINANCIAL_STATEMENT_FAILED,
  KYB_SAVE_FAILED,
  KYB_SUBMIT_FAILED,
  VOID_CHEQUE_FAILED,
} from '../../../features/kyb/messages.js';
import { helpTextFor, kybHelpSchema } from '../../../features/kyb/fieldHelp.js';
import { address, contact, validKybForm } from './fixtures.js';

/** What GET /auth/company/kyb answers after the saves that produced `body`, files as uploaded. */
function answerFor(values: KybFormValues, savedSections: number): KybDraftAnswer {
  const body = JSON.parse(JSON.stringify(kybDraftBody(values, savedSections))) as unknown;
  return kybDraftAnswerSchema.parse({
    data: body,
    statement_url: values.CreditInformation.financialStatement?.url ?? null,
    statement_file_name: values.CreditInformation.financialStatement?.name ?? null,
    void_cheque_url: values.CreditInformation.voidCheque?.url ?? null,
    void_cheque_file_name: values.CreditInformation.voidCheque?.name ?? null,
  });
}

const withOwners = (): KybFormValues => {
  const values = validKybForm();
  return {
    ...values,
    BeneficialOwnership: {
      hasSignificantShare: true,
      owners: [
        { ...address, fname: 'Grace', lname: 'Hopper', ownershipPercentage: '40' },
        { ...address, fname: 'Alan', lname: 'Turing', ownershipPercentage: '35' },
      ],
    },
  };
};

describe('the section save body (§7)', () => {
  it('sends partialData and the six groups; groups not yet saved go as null', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), (saved) => {
        const body = kybDraftBody(validKybForm(), saved);
        expect(body.partialData).toBe(true);
        expect(Object.keys(body).sort()).toEqual(['partialData', ...KYB_SECTIONS].sort());
        KYB_SECTIONS.forEach((section, index) => expect(body[section] === null).toBe(index >= saved));
      }),
    );
  });

  it('BeneficialOwnership is the owner list, empty while the toggle is off; CreditInformation has no file fields', () => {
    const body = kybDraftBody(withOwners(), 6);
    expect(body.BeneficialOwnership?.map((owner) => owner.fname)).toEqual(['Grace', 'Alan']);
    expect(body.CreditInformation).not.toHaveProperty('financialStatement');
    expect(body.CreditInformation).not.toHaveProperty('voidCheque');
    expect(body.CreditInformation).toMatchObject({ bankInstitutionNumber: '001', isCreditLineRequired: true });
    const off = {
      ...withOwners(),
      BeneficialOwnership: { ...withOwners().BeneficialOwnership, hasSignificantShare: false },
    };
    expect(kybDraftBody(off, 6).BeneficialOwnership).toEqual([]);
  });

  it('trims what was typed and copies the business address into billing unless another was given', () => {
    const values = validKybForm();
    values.BusinessDetails.businessLegalName = '  Lighthouse  ';
    values.BillingInformation = {
      ...values.BillingInformation,
      street: 'Elsewhere',
      isAddressEqualPhysicalAddress: false,
    };
    const groups = kybGroups(values);
    expect(groups.BusinessDetails.businessLegalName).toBe('Lighthouse');
    expect(groups.BillingInformation.street).toBe(address.street);
    values.BillingInformation.isAddressEqualPhysicalAddress = true;
    expect(kybGroups(values).BillingInformation.street).toBe('Elsewhere');
  });
});

describe('resume from the draft (§4.2)', () => {
  it('a draft saved through section N refills those sections and resumes at N+1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), (saved) => {
        const values = withOwners();
        const resume = kybFormFromDraft(answerFor(values, saved), contact);
        expect(resume.savedSections).toBe(saved);
        KYB_SECTIONS.slice(0, saved).forEach((section) => {
          if (section === 'CreditInformation') return;
          expect(resume.values[section]).toEqual(values[section]);
        });
      }),
    );
  });

  it('the whole draft round-trips, files as their name and url, the toggle on for a non-empty list', () => {
    const values = withOwners();
    const resume = kybFormFromDraft(answerFor(values, 6), contact);
    expect(resume).toEqual({ values, savedSections: 6 });
    expect(resume.values.BeneficialOwnership.hasSignificantShare).toBe(true);
  });

  it('the toggle is off for a saved empty list, and that section counts as saved', () => {
    const resume = kybFormFromDraft(answerFor(validKybForm(), 4), contact);
    expect(resume.values.BeneficialOwnership).toEqual({ hasSignificantShare: false, owners: [] });
    expect(resume.savedSections).toBe(4);
  });

  it('a held section that no longer passes its rules is where the user resumes', () => {
    const values = validKybForm();
    values.BusinessAddress.zip = '';
    expect(kybFormFromDraft(answerFor(values, 5), contact).savedSections).toBe(1);
  });

  it('no draft, a draft not flagged partial or a missing file start over or leave the file empty', () => {
    const empty = { values: emptyKybForm(contact), savedSections: 0 };
    expect(kybFormFromDraft(null, contact)).toEqual(empty);
    expect(kybFormFromDraft(kybDraftAnswerSchema.parse({ data: null }), contact)).toEqual(empty);
    const final = answerFor(validKybForm(), 6);
    expect(
      kybFormFromDraft({ ...final, data: final.data ? { ...final.data, partialData: false } : null }, contact),
    ).toEqual(empty);
    const noCheque = kybFormFromDraft({ ...final, void_cheque_url: null }, contact);
    expect(noCheque.values.CreditInformation.voidCheque).toBeNull();
    expect(noCheque.savedSections).toBe(5);
  });

  it('reads numbers, JSON-encoded groups and unknown fields the server may send; the contact is always the user’s', () => {
    const answer = kybDraftAnswerSchema.parse({
      data: {
        partialData: 'true',
        BusinessDetails: JSON.stringify({ ...validKybForm().BusinessDetails, yearsInBusiness: 6, extra: 'kept aside' }),
        BusinessAddress: 'not json',
        BillingInformation: { name: 'Someone', email: 'someone@example.com', title: 'CFO' },
        BeneficialOwnership: 42,
      },
    });
    const resume = kybFormFromDraft(answer, contact);
    expect(resume.values.BusinessDetails.yearsInBusiness).toBe('6');
    expect(resume.values.BusinessAddress).toEqual(emptyKybForm(contact).BusinessAddress);
    expect(resume.values.BillingInformation).toMatchObject({ ...contact, title: 'CFO' });
    expect(resume.values.BeneficialOwnership.owners).toEqual([]);
    expect(resume.savedSections).toBe(1);
  });
});

describe('the final submission (§7)', () => {
  it('is the six groups, each JSON-encoded, files as their name and url', () => {
    const values = withOwners();
    const fields = kybSubmission(values);
    expect(Object.keys(fields)).toEqual([...KYB_SECTIONS]);
    expect(JSON.parse(fields.BeneficialOwnership)).toEqual(values.BeneficialOwnership.owners);
    expect(JSON.parse(fields.CreditInformation)).toMatchObject({
      financialStatement: values.CreditInformation.financialStatement,
      voidCheque: values.CreditInformation.voidCheque,
    });
    expect(JSON.parse(fields.BusinessDetails)).toEqual(values.BusinessDetails);
  });
});

describe('uploads', () => {
  it('keep the file name and url of each answer', () => {
    const statement = financialStatementAnswerSchema.parse({
      statement_url: 'https://f/s.pdf',
      statement_file_name: 's.pdf',
      void_cheque_url: null,
    });
    expect(savedFinancialStatement(statement)).toEqual({ name: 's.pdf', url: 'https://f/s.pdf' });
    const cheque = voidChequeAnswerSchema.parse({ void_cheque_url: 'https://f/c.pdf', void_cheque_file_name: 'c.pdf' });
    expect(savedVoidCheque(cheque)).toEqual({ name: 'c.pdf', url: 'https://f/c.pdf' });
    expect(voidChequeAnswerSchema.safeParse({ statement_url: 'x' }).success).toBe(false);
  });
});

describe('the error catalogue (§8)', () => {
  const serverError = new ApiError({ kind: 'http', status: 400, body: { errors: ['Server text'] } });
  const network = new ApiError({ kind: 'network', status: 0, body: null });
  it('shows the catalogue text, never the server’s, for every failure', () => {
    for (const [rule, text] of [
      [KYB_SAVE_FAILURE, KYB_SAVE_FAILED],
      [KYB_SUBMIT_FAILURE, KYB_SUBMIT_FAILED],
      [FINANCIAL_STATEMENT_FAILURE, FINANCIAL_STATEMENT_FAILED],
      [VOID_CHEQUE_FAILURE, VOID_CHEQUE_FAILED],
    ] as const) {
      expect(failureMessage(serverError, rule)).toBe(text);
      expect(failureMessage(network, rule)).toBe(text);
    }
    expect(KYB_SAVE_FAILED).toBe(
      'Unable to save the data. Please try again. There no data lost until the page is re-loaded.',
    );
  });

  it('loading the draft, user or help shows nothing', () => {
    expect(failureMessage(serverError, KYB_LOAD_FAILURE)).toBeUndefined();
    expect(failureMessage(network, KYB_LOAD_FAILURE)).toBeUndefined();
  });
});

describe('field help', () => {
  it('finds a field’s text under its section, else by its name; list positions share one text', () => {
    const help = kybHelpSchema.parse({
      website: 'Your public website',
      BusinessDetails: { businessNumber: 'The 9-digit number from the CRA', website: 'Starts with https://' },
      fname: 'As on the passport',
      broken: 12,
      blank: ' ',
    });
    expect(helpTextFor(help, 'BusinessDetails.businessNumber')).toBe('The 9-digit number from the CRA');
    expect(helpTextFor(help, 'BusinessDetails.website')).toBe('Starts with https://');
    expect(helpTextFor(help, 'CreditInformation.website')).toBe('Your public website');
    expect(helpTextFor(help, 'BeneficialOwnership.owners.3.fname')).toBe('As on the passport');
    expect(helpTextFor(help, 'KeyPersonnel.ceo')).toBeUndefined();
    expect(helpTextFor(help, 'blank')).toBeUndefined();
    expect(helpTextFor(help, 'broken')).toBeUndefined();
    expect(helpTextFor(undefined, 'BusinessDetails.website')).toBeUndefined();
  });
});
