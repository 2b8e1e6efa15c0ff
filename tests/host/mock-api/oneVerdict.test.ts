// @vitest-environment node
// One verdict (issue 39 item 9): every rule that features/rules names in SHARED_RULES runs its cases —
// valid and invalid, generated where the input is open — through the client's own form schema or rule and
// through the demo backend's endpoint, called as the client calls it, and both must give the same verdict
// with the same message. The rows are keyed by SHARED_RULES: a rule named there without its row of cases
// fails here (and does not compile), as does a row for a rule the entry no longer names.
import fc from 'fast-check';
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { SHARED_RULES, type SharedRule } from '../../../features/rules/index.js';
import { emptyCardForm, toCreateCardPayload, type CardFormValues } from '../../../features/cards/cardForm.js';
import { cardFormSchema } from '../../../features/cards/schemas.js';
import { settingsFormSchema } from '../../../features/settings/schemas.js';
import { registerSchema } from '../../../features/auth/schemas.js';
import { toRegisterRequest, type RegisterForm } from '../../../features/auth/registerForm.js';
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
import { paidToday, paymentLimitProblem } from '../../../features/payments/limits.js';
import { bankCountryOf, purposeCodeProblem } from '../../../features/payments/purposeCodeRule.js';
import {
  purposeCodeEntries,
  purposeCodeOptions,
  purposeCodeRequired,
} from '../../../features/payments/purposeCodes.js';
import { purposeCodeSchema } from '../../../features/payments/model.js';
import { activityToday } from '../../../features/accounts/model.js';
import { activityAnswerSchema, statementFormSchema } from '../../../features/accounts/schemas.js';
import type { RecipientRecord } from '../../../host/mock-api/recipients/model.js';
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

// --- Payments: the INR daily limit and the purpose code ---------------------------------------------

/** A payment (§7) as the dialog sends it, to a Northwind recipient, confirmed with a fresh quote and code. */
async function pay(recipient: RecipientRecord, amount: number, purposeCode: string): Promise<Verdict> {
  const company = backend.store.get('companies', recipient.company_id);
  const sell = recipient.currency === 'USD' ? 'CAD' : 'USD';
  const ask = { sell_currency: sell, buy_currency: recipient.currency, fixed_side: 'buy', amount };
  const quoted = await call(ADMIN, 'POST', '/account/payment-fee-and-conversion-rate', ask);
  const quote = (quoted.body as { results?: { transfer?: unknown } }).results;
  await call(ADMIN, 'POST', '/utility/generate-otp-request', { channel: 'phone' });
  return serverVerdict(
    await call(ADMIN, 'POST', '/account/fx-payment', {
      ...ask,
      otp: { code: '123456', channel: 'phone' },
      beneficiary_id: recipient.id,
      quote,
      reason: 'Invoice 2291',
      reference: 'NW-2291',
      term_aggrement: true,
      transfer: quote?.transfer,
      business_id: company?.id,
      purpose_code: purposeCode,
    }),
  );
}

/** The admin's company (Northwind), its USD and CAD balances more than any payment here needs. */
function northwindPayer() {
  const admin = backend.store.find('users', (user) => user.email === ADMIN);
  const companyId = backend.store.find('memberships', (entry) => entry.user_id === admin?.id)?.company_id;
  if (companyId === undefined) throw new Error('No Northwind admin');
  for (const currency of ['USD', 'CAD']) {
    const balance = backend.store.find(
      'accountBalances',
      (entry) => entry.company_id === companyId && entry.currency_code === currency,
    );
    if (!balance) throw new Error(`Northwind has no ${currency} account`);
    backend.store.update('accountBalances', balance.id, { amount: 1_000_000_000 });
  }
  return companyId;
}

function recipientOf(companyId: number, currency: string): RecipientRecord {
  const found = backend.store.find(
    'recipients',
    (candidate) =>
      candidate.company_id === companyId && candidate.currency === currency && candidate.provider_beneficiary,
  );
  if (!found) throw new Error(`Northwind has no ${currency} recipient`);
  return found;
}

/** Midday in Chicago: today's earlier payments are on the activity's (UTC) day too. */
const PAYMENT_DAY_NOW = Date.UTC(2026, 2, 10, 18, 0, 0);

const inrDailyLimit = row<{ alreadyPaid: number; amount: number }>({
  cases: [
    { alreadyPaid: 0, amount: 1000 },
    { alreadyPaid: 0, amount: 1_500_000 },
    { alreadyPaid: 0, amount: 1_500_001 },
    { alreadyPaid: 1_499_000, amount: 1000 },
    { alreadyPaid: 1_499_000, amount: 1001 },
    { alreadyPaid: 1_500_000, amount: 1 },
    ...sample(
      fc.record({ alreadyPaid: fc.integer({ min: 0, max: 1_600_000 }), amount: fc.integer({ min: 1, max: 400_000 }) }),
      10,
    ),
  ],
  // The amount step's verdict, from the activity the client reads (GET /account/transferred-and-received-funds).
  client: async ({ alreadyPaid, amount }) => {
    clockNow = PAYMENT_DAY_NOW;
    const companyId = northwindPayer();
    const recipient = recipientOf(companyId, 'INR');
    for (const earlier of backend.store.filter(
      'accountActivity',
      (item) => item.company_id === companyId && item.beneficiary_name === recipient.name && item.days_ago === 0,
    )) {
      backend.store.remove('accountActivity', earlier.id);
    }
    if (alreadyPaid > 0) {
      backend.store.insert('accountActivity', {
        company_id: companyId,
        model_name: 'payment',
        status: 'processing',
        days_ago: 0,
        minute_of_day: 600,
        account_currency: 'USD',
        amount: alreadyPaid,
        currency: 'INR',
        amount_converted: alreadyPaid / 83,
        conversion_rate: 83,
        fees: 12,
        description: 'earlier',
        payment_reference: 'earlier',
        beneficiary_name: recipient.name,
        beneficiary_email: null,
        short_reference: null,
      });
    }
    const answer = await fetch(`${BASE_URL}/account/transferred-and-received-funds`, {
      headers: { Authorization: `Token ${tokenOf(ADMIN)}` },
    });
    const activity = activityAnswerSchema.parse(((await answer.json()) as { results: unknown }).results);
    const paid = paidToday(activity.data.payments, recipient.name, 'INR', clockNow);
    return paymentLimitProblem('INR', amount, paid) ?? undefined;
  },
  server: async ({ amount }) => {
    const recipient = recipientOf(northwindPayer(), 'INR');
    const [offered] = purposeCodeOptions('INR', bankCountryOf(recipient));
    return pay(recipient, amount, offered?.purpose_code ?? '');
  },
});

/** Recipients of every purpose-code case: a buy currency and a bank country (none: the record's blank). */
const PURPOSE_CURRENCIES = ['INR', 'CNY', 'MYR', 'USD', 'EUR', 'CAD', 'GBP', 'AED'] as const;
const PURPOSE_COUNTRIES = ['IN', 'CN', 'MY', 'AE', 'US', 'CA', 'GB', 'DE'] as const;
const codesOfTable = [...new Set(purposeCodeEntries().map((entry) => entry.purpose_code))];

const purposeCode = row<{ currency: string; country: string; code: string }>({
  cases: [
    { currency: 'INR', country: 'IN', code: '' },
    { currency: 'USD', country: 'US', code: '' },
    { currency: 'USD', country: 'AE', code: '' },
    { currency: 'USD', country: 'US', code: 'goods' },
    ...(['INR', 'CNY', 'MYR', 'USD'] as const).flatMap((currency) => {
      const country = currency === 'USD' ? 'AE' : currency.slice(0, 2);
      const offered = purposeCodeOptions(currency, country).map((option) => option.purpose_code);
      return [...offered.slice(0, 2), ...offered.slice(-1)].map((code) => ({ currency, country, code }));
    }),
    ...sample(
      fc.record({
        currency: fc.constantFrom(...PURPOSE_CURRENCIES),
        country: fc.constantFrom(...PURPOSE_COUNTRIES),
        code: fc.oneof(fc.constant(''), fc.constantFrom(...codesOfTable), fc.string({ maxLength: 8 })),
      }),
      24,
    ),
  ],
  // The review step's form (its schema over the offered codes) and the rule's words for what it refuses.
  client: ({ currency, country, code }) => {
    const required = purposeCodeRequired(currency, country);
    const schema = purposeCodeSchema(required, required ? purposeCodeOptions(currency, country) : []);
    const accepted = z.safeParse(schema, { purpose_code: code }).success;
    const problem = purposeCodeProblem(code, currency, country) ?? undefined;
    if (accepted !== (problem === undefined))
      return `the form ${accepted ? 'accepts' : 'refuses'}; the rule: ${problem}`;
    return problem;
  },
  server: async ({ currency, country, code }) => {
    clockNow = PAYMENT_DAY_NOW;
    const companyId = northwindPayer();
    const template = recipientOf(companyId, 'INR');
    const { id: _id, ...fields } = template;
    const recipient = backend.store.insert('recipients', {
      ...fields,
      name: `Purpose ${currency} ${country}`,
      currency,
      recipient_bank_country_code: country,
    });
    try {
      const amount = currency === 'INR' ? 1000 : 20;
      return await pay(recipient, amount, code);
    } finally {
      backend.store.remove('recipients', recipient.id);
    }
  },
});

// --- Accounts: the statement's dates ------------------------------------------------------------------

/** 02:30 UTC: still yesterday in Chicago, so a rule that took the wrong zone's today would show. */
const STATEMENT_NOW = Date.UTC(2026, 2, 11, 2, 30, 0);

const statementDates = row<{ from: number; to: number }>({
  // Days from the activity's today (UTC).
  cases: [
    { from: 0, to: 0 },
    { from: -3, to: 0 },
    { from: -1, to: -1 },
    { from: 0, to: 1 },
    { from: 1, to: 1 },
    { from: 1, to: 0 },
    { from: -1, to: -2 },
    { from: -30, to: -1 },
    ...sample(fc.record({ from: fc.integer({ min: -40, max: 3 }), to: fc.integer({ min: -40, max: 3 }) }), 12),
  ],
  client: ({ from, to }) => {
    const today = activityToday(STATEMENT_NOW);
    const form = { from: today.add({ days: from }), to: today.add({ days: to }), file_type: 'pdf' as const };
    return statementFormSchema(today).safeParse(form).error?.issues[0]?.message;
  },
  server: async ({ from, to }) => {
    clockNow = STATEMENT_NOW;
    const today = activityToday(STATEMENT_NOW);
    const query = new URLSearchParams({
      from: today.add({ days: from }).toString(),
      to: today.add({ days: to }).toString(),
      file_type: 'pdf',
      currency: 'USD',
    });
    const answer = await fetch(`${BASE_URL}/utility/export-statement?${query.toString()}`, {
      headers: { Authorization: `Token ${tokenOf(BOOKKEEPER)}` },
    });
    if (answer.ok) return undefined;
    return serverVerdict({ status: answer.status, body: (await answer.json()) as Answer['body'] });
  },
});

// --- Sign-up: the phone number -------------------------------------------------------------------

const phoneNumber = row<{ code: string; phone: string }>({
  cases: [
    { code: '+1', phone: '(613) 555-0199' },
    { code: '+1', phone: '6135550199' },
    { code: '+1', phone: '613abc5550199' },
    { code: '+1', phone: '555-0199' },
    { code: '+1', phone: '1234567890' },
    { code: '+44', phone: '7911 123456' },
    { code: '+91', phone: '98765 43210' },
    { code: '+971', phone: '50 123 4567' },
    { code: '+33', phone: '6 12 34 56 78' },
    { code: '+1', phone: '6'.repeat(16) },
    ...sample(
      fc.record({
        code: fc.constantFrom('+1', '+44', '+91', '+971', '+33', '+61', '+86'),
        phone: fc.oneof(fc.stringMatching(/^\d{3,13}$/), fc.string({ minLength: 1, maxLength: 16 })),
      }),
      20,
    ),
    // A number without a digit is the form's own "required" and is never sent.
  ].filter(({ phone }) => /\d/.test(phone)),
  client: ({ code, phone }) =>
    clientVerdict(registerSchema.safeParse({ ...registerForm, code, phone }).error?.issues, 'phone'),
  server: async ({ code, phone }) => {
    signUps += 1;
    const request = toRegisterRequest({ ...registerForm, code, phone, email: `zoe+p${signUps}@martin-coffee.example` });
    return serverVerdict(await call(null, 'POST', '/auth/users', request), 'phone');
  },
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
  inrDailyLimit,
  purposeCode,
  statementDates,
  phoneNumber,
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
