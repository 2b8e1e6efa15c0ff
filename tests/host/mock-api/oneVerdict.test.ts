// @vitest-environment node
// One verdict (issue 39 item 9): every rule that features/rules names in SHARED_RULES runs its cases —
// valid and invalid, generated where the input is open — through the client's own form schema or rule and
// through the demo backend's endpoint, called as the client calls it, and both must give the same verdict
// with the same message. The rows are keyed by SHARED_RULES: a rule named there without its row of cases
// fails here (and does not compile), as does a row for a rule the entry no longer names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARED_RULES, type SharedRule } from '../../../features/rules/index.js';
import { emptyCardForm, toCreateCardPayload, type CardFormValues } from '../../../features/cards/cardForm.js';
import { cardFormSchema } from '../../../features/cards/schemas.js';
import { settingsFormSchema } from '../../../features/settings/schemas.js';
import { registerSchema } from '../../../features/auth/schemas.js';
import type { RegisterForm } from '../../../features/auth/registerForm.js';
import { manualBankFormSchema } from '../../../features/banking/schemas.js';
import {
  emptyManualBankForm,
  mayLinkAnother,
  toManualBankPayload,
  type ManualBankFormValues,
} from '../../../features/banking/model.js';
import { MAX_ACCOUNTS_HINT } from '../../../features/banking/messages.js';
import { toFormData } from '../../../features/api/uploads.js';
import { AT_LEAST_ONE, isQuoteLive, minimumProblem, quoteExpiresAt } from '../../../features/fx/quote.js';
import { QUOTE_EXPIRED } from '../../../features/fx/messages.js';
import { memberFormSchema } from '../../../features/team/schemas.js';
import { toMemberPayload, type MemberFormValues } from '../../../features/team/memberForm.js';
import {
  recipientFieldProblem,
  recipientFormFields,
  type RequirementsAnswer,
} from '../../../features/recipients/requirements.js';
import { COMMON_PASSWORDS } from '../../../host/mock-api/core/serverMessages.js';
import { BASE_URL, useDemoBackend } from './harness.js';

let clockNow = Date.UTC(2026, 2, 10, 15, 0, 0);
const backend = useDemoBackend({ now: () => clockNow });

/** A verdict: `undefined` when accepted, else the message said. */
type Verdict = string | undefined;

/** One rule's cases and how each side judges one of them. */
interface RuleRow<Input> {
  cases: readonly Input[];
  /**
   * Set only where the two sides' texts differ by the spec, with why: then the verdicts (accepted or
   * refused) are compared, not the messages.
   */
  verdictOnly?: string;
  client(input: Input): Verdict | Promise<Verdict>;
  server(input: Input): Promise<Verdict>;
}

interface RowRun {
  cases: number;
  accepted: number;
  /** Every case whose verdicts differ: the input, the client's and the server's. */
  disagreements: { input: unknown; client: Verdict; server: Verdict }[];
}

/** A row typed by its input, run as a whole (so the table can hold rows of different inputs). */
function row<Input>(definition: RuleRow<Input>): () => Promise<RowRun> {
  return async () => {
    const run: RowRun = { cases: definition.cases.length, accepted: 0, disagreements: [] };
    for (const input of definition.cases) {
      const client = await definition.client(input);
      const server = await definition.server(input);
      if (client === undefined) run.accepted += 1;
      const differ = definition.verdictOnly ? (client === undefined) !== (server === undefined) : client !== server;
      if (differ) run.disagreements.push({ input, client, server });
    }
    return run;
  };
}

/** A fixed sample of an arbitrary: the generated cases are the same on every run. */
const sample = <T>(arbitrary: fc.Arbitrary<T>, count: number) => fc.sample(arbitrary, { numRuns: count, seed: 39 });

// --- Calling the backend as the client does ---------------------------------------------------------

function tokenOf(email: string): string {
  const user = backend.store.find('users', (candidate) => candidate.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return user.auth_token;
}
const ADMIN = 'admin@northwind.example';
const BOOKKEEPER = 'bookkeeper@northwind.example';

interface Answer {
  status: number;
  body: {
    errors?: Record<string, string[]> | string[];
    results?: { error?: string };
    user?: { response?: string };
  };
}

/** Sends a JSON or multipart body with the user's token; the answer whatever its status. */
async function call(email: string | null, method: string, path: string, body: unknown): Promise<Answer> {
  const answer = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      ...(email ? { Authorization: `Token ${tokenOf(email)}` } : {}),
      ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Answer['body'] };
}

/** The server's verdict on a field: accepted on a 2xx, else its message for the field (or its only one). */
function serverVerdict(answer: Answer, field?: string): Verdict {
  if (answer.status < 300) return undefined;
  const { errors, results, user } = answer.body;
  if (Array.isArray(errors)) return errors[0];
  if (field !== undefined && errors?.[field]) return errors[field][0];
  if (field !== undefined && errors) return undefined; // refused for another field only
  return results?.error ?? user?.response ?? `HTTP ${answer.status}`;
}

/** The client's verdict on a field: the first issue its schema reports there. */
function clientVerdict(
  issues: readonly { path: readonly PropertyKey[]; message: string }[] | undefined,
  field: string,
) {
  return issues?.find((issue) => issue.path[0] === field)?.message;
}

// --- Cards: the limit and the cycle rate --------------------------------------------------------------

function cardForm(change: Partial<CardFormValues>): CardFormValues {
  const holder = backend.store.find('users', (user) => user.email === 'employee@northwind.example');
  return {
    ...emptyCardForm,
    card_name: 'Trade fair',
    assignee: String(holder?.id ?? 0),
    card_limit: 1500,
    cycle_type: 'weekly',
    cycle_rate: 6000,
    ...change,
  };
}

function cardAmountRow(field: 'card_limit' | 'cycle_rate') {
  return row<number>({
    cases: [
      Number.NaN,
      -5,
      0,
      0.01,
      1,
      1500,
      99_999_999,
      99_999_999.01,
      100_000_000,
      1e12,
      ...sample(
        fc.integer({ min: -10_000, max: 12_000_000_000 }).map((cents) => cents / 100),
        12,
      ),
    ],
    client: (amount) =>
      clientVerdict(cardFormSchema('create').safeParse(cardForm({ [field]: amount })).error?.issues, field),
    server: async (amount) =>
      serverVerdict(await call(ADMIN, 'POST', '/card/card', toCreateCardPayload(cardForm({ [field]: amount })))),
  });
}

// --- Settings: a threshold ------------------------------------------------------------------------

const settingsThreshold = row<number>({
  // Finite numbers: an empty field (NaN) is the form's own "required" and is never sent.
  cases: [
    -1,
    -0.01,
    0,
    0.5,
    75,
    99_999_999,
    99_999_999.01,
    1e9,
    ...sample(
      fc.integer({ min: -1e5, max: 2e10 }).map((c) => c / 100),
      12,
    ),
  ],
  client: (threshold) =>
    clientVerdict(
      settingsFormSchema.safeParse({ departments: [], locations: [], receipt_threshold: threshold, memo_threshold: 25 })
        .error?.issues,
      'receipt_threshold',
    ),
  server: async (threshold) =>
    serverVerdict(
      await call(ADMIN, 'PATCH', '/auth/company/setting', { receipt_threshold: threshold, memo_threshold: 25 }),
      'receipt_threshold',
    ),
});

// --- Sign-up: the password and the e-mail ----------------------------------------------------------

const registerForm: RegisterForm = {
  fname: 'Zoe',
  lname: 'Martin',
  account_name: 'Martin Coffee Roasters',
  email: 'zoe@martin-coffee.example',
  code: '+1',
  phone: '(613) 555-0199',
  password: 'roasting-2026',
  agreeToTermsAndPrivacy: true,
};
let signUps = 0;
/** POST /auth/users as the register screen sends it, with a new e-mail unless one is given. */
function signUp(change: Partial<RegisterForm>) {
  signUps += 1;
  const form = { ...registerForm, email: `zoe+${signUps}@martin-coffee.example`, ...change };
  return call(null, 'POST', '/auth/users', {
    name: `${form.fname} ${form.lname}`,
    account_name: form.account_name,
    phone: `${form.code}${form.phone}`,
    email: form.email.trim(),
    password: form.password,
  });
}

const newPassword = row<string>({
  cases: [
    ' '.repeat(8),
    'short',
    'x'.repeat(7),
    'x'.repeat(8),
    'x'.repeat(128),
    'x'.repeat(129),
    '🔑'.repeat(7),
    '🔑'.repeat(8),
    '  padded pass  ',
    // Generated: any characters, of any length up to 140 (the server's one rule of its own, a password
    // too common, is left out: no form can know the list).
    ...sample(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 140 }), 16),
    ...sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }), 8),
  ].filter((password) => !COMMON_PASSWORDS.has(password.trim().toLowerCase())),
  client: (password) =>
    clientVerdict(registerSchema.safeParse({ ...registerForm, password }).error?.issues, 'password'),
  server: async (password) => serverVerdict(await signUp({ password }), 'password'),
});

const seen = new Set<string>();
const signUpEmail = row<string>({
  cases: [
    'zoe',
    'a@b',
    'a@b.c',
    'a@b.co',
    'first.last@sub.example.org',
    'x@-bad.com',
    'name@exa_mple.com',
    "o'brien@example.ie",
    'a..b@example.com',
    '.a@example.com',
    'ZOE@Example.COM',
    ...sample(fc.emailAddress(), 12),
    ...sample(fc.string({ minLength: 1, maxLength: 40 }), 12),
  ].filter((email) => {
    // As typed (no white space around it: the form trims), within the address's text limit, each once.
    const fresh = email.trim() === email && email !== '' && email.length <= 254 && !seen.has(email.toLowerCase());
    seen.add(email.toLowerCase());
    return fresh;
  }),
  client: (email) => clientVerdict(registerSchema.safeParse({ ...registerForm, email }).error?.issues, 'email'),
  server: async (email) => serverVerdict(await signUp({ email }), 'email'),
});

// --- Bank linking: the Canadian numbers' digits and at most three accounts ------------------------

type BankNumberField = 'instituteNumber' | 'branchTransitNumber' | 'accountNumber';
const validManualForm: ManualBankFormValues = {
  ...emptyManualBankForm,
  nickname: 'Manual savings',
  instituteNumber: '004',
  branchTransitNumber: '00011',
  accountNumber: '1234567',
  bankAddress: '1 Main Street',
  bankCity: 'Regina',
  bankProvince: 'SK',
  bankPostalCode: 'S4P 2V1',
};
const cheque = () => new File(['%PDF-1.4 cheque'], 'cheque.pdf', { type: 'application/pdf' });

const canadianBankNumbers = row<{ field: BankNumberField; value: string }>({
  cases: (['instituteNumber', 'branchTransitNumber', 'accountNumber'] as const).flatMap((field) =>
    [
      'abc',
      '12a',
      ' 004 ',
      '-12',
      '1e3',
      '００４',
      '4.0',
      ...sample(fc.stringMatching(/^\d{0,14}$/), 10),
      ...sample(fc.string({ maxLength: 14 }), 4),
    ].map((value) => ({ field, value })),
  ),
  // Sent without its void cheque, so no case links an account: each side judges the number's field.
  client: async ({ field, value }) =>
    clientVerdict(
      (await manualBankFormSchema.safeParseAsync({ ...validManualForm, [field]: value })).error?.issues,
      field,
    ),
  server: async ({ field, value }) =>
    serverVerdict(
      await call(
        ADMIN,
        'POST',
        '/bank/bank/link/manually',
        toFormData(toManualBankPayload({ ...validManualForm, [field]: value })),
      ),
      field,
    ),
});

/** The admin's company with `count` linked accounts (copies of its first), then one more link asked. */
const maxBankAccounts = row<number>({
  cases: [0, 1, 2, 3, 4],
  client: (linked) => (mayLinkAnother(linked) ? undefined : MAX_ACCOUNTS_HINT),
  server: async (linked) => {
    const admin = backend.store.find('users', (user) => user.email === ADMIN);
    const company = backend.store.find('memberships', (entry) => entry.user_id === admin?.id)?.company_id;
    const accounts = backend.store.filter('bankAccounts', (account) => account.company_id === company);
    const [template] = accounts;
    if (!template) throw new Error('The admin’s company has no bank account to copy');
    for (const account of accounts) backend.store.remove('bankAccounts', account.id);
    const { id: _id, ...fields } = template;
    for (let index = 0; index < linked; index += 1) {
      backend.store.insert('bankAccounts', { ...fields, account: `88000${index}1`, default: index === 0 });
    }
    const form = toFormData(
      toManualBankPayload({ ...validManualForm, accountNumber: '7654321', void_cheque: cheque() }),
    );
    return serverVerdict(await call(ADMIN, 'POST', '/bank/bank/link/manually', form));
  },
});

// --- Conversions: a quote's minimum and its 900 s -----------------------------------------------------

const usdToEur = { sell_currency: 'USD', buy_currency: 'EUR', fixed_side: 'sell' } as const;

const quoteMinimum = row<number>({
  cases: [
    0,
    -1,
    0.01,
    0.5,
    0.99,
    1,
    1.01,
    100,
    ...sample(
      fc.integer({ min: -1_000, max: 100_000 }).map((c) => c / 100),
      12,
    ),
  ],
  // The side converter, the payment amount step and the calculator: at least 1 (§5).
  client: (amount) => minimumProblem(amount, AT_LEAST_ONE) ?? undefined,
  server: async (amount) =>
    serverVerdict(await call(BOOKKEEPER, 'POST', '/utility/get-conversion-rate', { ...usdToEur, amount })),
});

const quoteLifetime = row<number>({
  cases: [0, 1, 60_000, 899_999, 900_000, 900_001, 3_600_000, ...sample(fc.integer({ min: 0, max: 1_800_000 }), 8)],
  // The quote engine's: a quote that arrived at `receivedAt` is live until quoteExpiresAt(receivedAt).
  client: (elapsed) => {
    const receivedAt = clockNow;
    return isQuoteLive({ expiresAt: quoteExpiresAt(receivedAt) }, receivedAt + elapsed) ? undefined : QUOTE_EXPIRED;
  },
  server: async (elapsed) => {
    clockNow += 60_000; // each case its own quote (one quote confirms once)
    const ask = { ...usdToEur, amount: 100 };
    const quoted = await call(BOOKKEEPER, 'POST', '/utility/get-conversion-rate', ask);
    const quote = (quoted.body as { results?: unknown }).results;
    clockNow += elapsed;
    // The code is asked just before confirming, as the confirmation step does (a code lives shorter).
    await call(BOOKKEEPER, 'POST', '/utility/generate-otp-request', { channel: 'phone' });
    const confirmed = await call(BOOKKEEPER, 'POST', '/utility/get-conversion-rate', {
      ...ask,
      otp: { code: '123456', channel: 'phone' },
      quote,
      term_aggrement: true,
    });
    return serverVerdict(confirmed);
  },
});

// --- Team: a member's e-mail ----------------------------------------------------------------------

let invites = 0;
function memberForm(email: string): MemberFormValues {
  const admin = backend.store.find('users', (user) => user.email === ADMIN);
  invites += 1;
  return {
    first_name: 'Nadia',
    last_name: 'Petrova',
    email,
    employee_number: `NW-9${invites}`,
    dial_code: '+1',
    phone: '4165550199',
    role: 'employee',
    assigned_manager: String(admin?.id ?? 0),
    department: '',
    location: '',
  };
}

const memberEmails = new Set<string>();
const memberEmail = row<string>({
  verdictOnly: 'the member form flags every failing field with its one notice (§5); the server names the e-mail',
  cases: [
    'nadia.petrova@northwind.example',
    'nadia',
    'a@b',
    'a@b.co',
    'x@-bad.com',
    ...sample(fc.emailAddress(), 8),
    ...sample(fc.string({ minLength: 1, maxLength: 30 }), 8),
  ].filter((email) => {
    const fresh = email.trim() === email && email !== '' && !memberEmails.has(email.toLowerCase());
    memberEmails.add(email.toLowerCase());
    return fresh;
  }),
  client: (email) => clientVerdict(memberFormSchema.safeParse(memberForm(email)).error?.issues, 'email'),
  server: async (email) =>
    serverVerdict(
      await call(ADMIN, 'POST', '/auth/users/company/invite/company-employee', toMemberPayload(memberForm(email))),
      'email',
    ),
});

// --- Recipients: the fields the requirements answer asks --------------------------------------------

type RecipientField = 'institution_number' | 'routing_code_value_1' | 'account_number' | 'beneficiary_email';
const caCompany = {
  currency: 'CAD',
  country: 'CA',
  beneficiary_entity_type: 'business',
  beneficiary_company_name: 'Maple Leaf Paper Inc.',
  institution_number: '004',
  routing_code_value_1: '00011',
  account_number: '1234567',
  beneficiary_email: '',
  business_address1: '1 Front Street',
  business_city: 'Toronto',
  business_postal_code: 'M5J 2X5',
};
const caCompanyDb = {
  nickname: 'Maple Leaf',
  recipient_country_code: 'CA',
  currency: 'CAD',
  beneficiary_type: 'company',
  payment_type: 'regular',
  email: '',
  bank_details: {},
};

const recipientRequirements = row<{ field: RecipientField; value: string }>({
  verdictOnly:
    'a refused field is the payment provider’s answer, shown in its own words (`error_messages`); the form says its own',
  cases: (['institution_number', 'routing_code_value_1', 'account_number', 'beneficiary_email'] as const).flatMap(
    (field) =>
      [
        ...(field === 'beneficiary_email'
          ? ['zoe@example.com', 'zoe', 'a@b', ...sample(fc.emailAddress(), 6)]
          : ['abc', '12a', '-12', ...sample(fc.stringMatching(/^\d{1,14}$/), 8)]),
        ...sample(fc.string({ minLength: 1, maxLength: 14 }), 3),
      ]
        .filter((value) => value.trim() === value && value !== '')
        .map((value) => ({ field, value })),
  ),
  // The wizard's fields from the backend's own requirements answer, as the client reads it.
  client: async ({ field, value }) => {
    const answer = await call(BOOKKEEPER, 'POST', '/utility/get-beneficiary-requirements', {
      currency: 'CAD',
      country: 'CA',
      beneficiary_entity_type: 'business',
    });
    const requirements = (answer.body as { results: RequirementsAnswer }).results;
    const definition = recipientFormFields(requirements, { country: 'CA', entity_type: 'company' }).find(
      (candidate) => candidate.name === field,
    );
    if (!definition) throw new Error(`The CA answer asks no ${field}`);
    return recipientFieldProblem(definition, value);
  },
  server: async ({ field, value }) => {
    await call(BOOKKEEPER, 'POST', '/utility/generate-otp-request', { channel: 'phone' });
    const answer = await call(BOOKKEEPER, 'POST', '/account/beneficiary', {
      otp: { code: '123456', channel: 'phone' },
      rf: { ...caCompany, [field]: value },
      db: caCompanyDb,
    });
    if (answer.status < 300) return undefined;
    const problems = (answer.body.errors as { error_messages?: Record<string, { message: string }[]> } | undefined)
      ?.error_messages;
    return problems ? problems[field]?.[0]?.message : `HTTP ${answer.status}`;
  },
});

// --- Text limits: a card's name (the limits table, with the forms' text) ------------------------------

const textLimits = row<string>({
  cases: [
    '',
    '   ',
    'Trade fair',
    'x'.repeat(50),
    'x'.repeat(51),
    // Generated without white space around (the form counts the typed text, the payload sends it trimmed).
    ...sample(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 80 }), 16).filter(
      (name) => name.trim() === name,
    ),
  ],
  client: (name) =>
    clientVerdict(cardFormSchema('create').safeParse(cardForm({ card_name: name })).error?.issues, 'card_name'),
  server: async (name) =>
    serverVerdict(await call(ADMIN, 'POST', '/card/card', toCreateCardPayload(cardForm({ card_name: name })))),
});

// --- The table ---------------------------------------------------------------------------------------

const rows: Record<SharedRule, () => Promise<RowRun>> = {
  cardLimit: cardAmountRow('card_limit'),
  cycleRate: cardAmountRow('cycle_rate'),
  settingsThreshold,
  newPassword,
  signUpEmail,
  canadianBankNumbers,
  maxBankAccounts,
  quoteMinimum,
  quoteLifetime,
  memberEmail,
  recipientRequirements,
  textLimits,
};

describe('one verdict: the client and the demo backend judge every shared rule alike', () => {
  it('has a row of cases for every rule features/rules names, and none for a rule it does not', () => {
    expect(Object.keys(rows).sort()).toEqual([...SHARED_RULES].sort());
  });

  it.each([...SHARED_RULES])(
    '%s: the same verdict and message on both sides, valid and invalid cases',
    async (rule) => {
      const run = await rows[rule]();
      expect(run.disagreements).toEqual([]);
      // Both kinds of case, so a row that only accepts (or only refuses) proves nothing.
      expect(run.accepted).toBeGreaterThan(0);
      expect(run.accepted).toBeLessThan(run.cases);
    },
  );
});
