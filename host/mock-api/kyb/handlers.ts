import type { HttpHandler } from 'msw';
import {
  CREDIT_DOCUMENT_FILES,
  KYB_SECTIONS,
  acceptedFile,
  kybDraftProblems,
  type KybSection,
} from 'spend-ui/features/rules';
import type { StoredFile } from '../core/files.js';
import { fail, fieldErrors, json, readJson, type AuthenticatedContext, type RouteBuilder } from '../core/http.js';
import { readMultipart } from '../core/multipart.js';
import type { DemoStore } from '../core/store.js';
import { serverMessages } from '../core/serverMessages.js';
import { selectedCompany } from '../auth/views.js';
import type { CompanyRecord } from '../auth/model.js';
import { kybHelpContent } from './helpContent.js';
import { kybMessages, type KybApplicationRecord } from './model.js';

/**
 * Business verification, dialog variant (kyb-onboarding.md §7):
 * GET  /auth/company/kyb → {results: {data, void_cheque_url, void_cheque_file_name, statement_url, statement_file_name}}
 * POST /auth/company/kyb JSON {partialData: true, six groups (null: not saved yet)} → the draft saved;
 *      multipart (six groups, each JSON text) → the application submitted, the company's form filled.
 *      Both check the groups they carry with the form's own rules, as the section's Save does (the credit
 *      group's void cheque and, where its path asks one, financial statement included: uploaded first):
 *      400 {errors: {"Group.field": [message]}} (an owner's fields as "BeneficialOwnership.<index>.<field>",
 *      as the payload lists them).
 * POST /company/save-in-progress-kyb/financial-statement and …/void-cheque (multipart `file`, one PDF:
 *      `CREDIT_DOCUMENT_FILES`, the upload field's own rule)
 *      → {results: {statement_url, statement_file_name, void_cheque_url, void_cheque_file_name}};
 *      400 {results: {error}}.
 * GET  /utility/get-s3-asset?file=kyb.json → {results: the help texts}.
 *
 * The application and its documents are the company admin's (`kyb.fill`, spec README ruling "Who fills
 * the business application"): any other role gets 403, so the draft's bank numbers reach role 1 only.
 * Once submitted they are read-only: a second submit, a draft save and an upload are refused (400).
 */

function refuse(message: string, status = 400): never {
  return fail(json({ results: { error: message } }, status));
}

function companyOf({ store, user }: AuthenticatedContext): CompanyRecord {
  return selectedCompany(store, user) ?? fail(json({ detail: serverMessages.companyNotFound }, 404));
}

function applicationOf(store: DemoStore, company: CompanyRecord): KybApplicationRecord | undefined {
  return store.find('kybApplications', (row) => row.company_id === company.id);
}

/** Whether the company's application was handed in (seeded companies past the form have no row). */
function isSubmitted(store: DemoStore, company: CompanyRecord): boolean {
  return company.kyb_form_filled || applicationOf(store, company)?.partial === false;
}

/** The company's application, created empty on its first write. */
function writableApplication(store: DemoStore, company: CompanyRecord): KybApplicationRecord {
  return (
    applicationOf(store, company) ??
    store.insert('kybApplications', {
      company_id: company.id,
      data: {},
      partial: true,
      financial_statement: null,
      void_cheque: null,
      submitted_at: null,
    })
  );
}

/** The GET answer's `results`. */
function draftView(store: DemoStore, application: KybApplicationRecord | undefined) {
  const fileFields = (file: StoredFile | null | undefined) => ({
    url: file ? store.fileUrl(file) : null,
    name: file && store.fileUrl(file) ? file.name : null,
  });
  const statement = fileFields(application?.financial_statement);
  const cheque = fileFields(application?.void_cheque);
  return {
    data: application ? { partialData: application.partial, ...application.data } : null,
    statement_url: statement.url,
    statement_file_name: statement.name,
    void_cheque_url: cheque.url,
    void_cheque_file_name: cheque.name,
  };
}

/**
 * The issues of the groups given, by the form's own rules — the section's Save checks them all, the
 * credit section's uploads included — with the files as the application holds them (each upload saves
 * its file on the application the moment it is chosen).
 */
function issuesOf(
  store: DemoStore,
  context: AuthenticatedContext,
  application: KybApplicationRecord | undefined,
  groups: Record<string, unknown>,
  sections: readonly KybSection[],
): Record<string, string> {
  const viewer = context.viewer();
  return kybDraftProblems(
    { ...draftView(store, application), data: { ...groups, partialData: true } },
    { name: viewer.name ?? '', email: viewer.email ?? '', phone: viewer.phone ?? '' },
    sections,
  );
}

/** The six groups of a body; a group sent as JSON text is read as JSON. */
function groupsOf(read: (section: KybSection) => unknown): Record<KybSection, unknown> {
  return Object.fromEntries(KYB_SECTIONS.map((section) => [section, read(section) ?? null])) as Record<
    KybSection,
    unknown
  >;
}

async function saveDraft(context: AuthenticatedContext): Promise<Response> {
  const { store, request } = context;
  const company = companyOf(context);
  const body = await readJson(request);
  if (body.partialData !== true) return fieldErrors({ partialData: kybMessages.notPartial });
  if (isSubmitted(store, company)) return refuse(kybMessages.alreadySubmitted);
  const existing = applicationOf(store, company);
  const groups = groupsOf((section) => body[section]);
  const sent = KYB_SECTIONS.filter((section) => groups[section] !== null);
  // A draft is the sections saved so far, each checked as its Save checks it: the credit section's uploads too.
  const errors = issuesOf(store, context, existing, groups, sent);
  if (Object.keys(errors).length) return fieldErrors(errors);
  const application = writableApplication(store, company);
  const data = Object.fromEntries(KYB_SECTIONS.map((section) => [section, groups[section]]));
  store.update('kybApplications', application.id, { data, partial: true });
  return json({ results: { response: kybMessages.saved } });
}

async function submit(context: AuthenticatedContext): Promise<Response> {
  const { store, request } = context;
  const company = companyOf(context);
  const body = await readMultipart(request);
  const groups = groupsOf((section) => body.json(section));
  if (isSubmitted(store, company)) return refuse(kybMessages.alreadySubmitted);
  const existing = applicationOf(store, company);
  const errors = issuesOf(store, context, existing, groups, KYB_SECTIONS);
  if (Object.keys(errors).length) return fieldErrors(errors);
  const application = writableApplication(store, company);
  store.update('kybApplications', application.id, {
    data: groups,
    partial: false,
    submitted_at: new Date(store.now()).toISOString(),
  });
  store.update('companies', company.id, { kyb_form_filled: true });
  return json({ results: { response: kybMessages.submitted } });
}

/** One of the two documents, saved on the application as soon as it is chosen. */
function uploadRoute(routes: RouteBuilder, path: string, field: 'financial_statement' | 'void_cheque'): HttpHandler {
  return routes.guarded('post', path, 'kyb.fill', async (context) => {
    const { store, request } = context;
    const company = companyOf(context);
    if (isSubmitted(store, company)) return refuse(kybMessages.alreadySubmitted);
    const body = await readMultipart(request);
    const files = body.files('file');
    const sent = files[0];
    if (!sent) return refuse(kybMessages.fileMissing);
    if (files.length > 1) refuse(kybMessages.oneFileOnly);
    const file = (await acceptedFile(sent, CREDIT_DOCUMENT_FILES.accept)) ?? refuse(CREDIT_DOCUMENT_FILES.message);
    const application = writableApplication(store, company);
    const updated = store.update('kybApplications', application.id, { [field]: store.saveFile(file, sent.name) });
    return json({ results: draftView(store, updated) });
  });
}

export function kybHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.guarded('get', '/auth/company/kyb', 'kyb.fill', (context) =>
      json({ results: draftView(context.store, applicationOf(context.store, companyOf(context))) }),
    ),
    routes.guarded('post', '/auth/company/kyb', 'kyb.fill', (context) => {
      const type = context.request.headers.get('content-type') ?? '';
      return type.startsWith('multipart/form-data') ? submit(context) : saveDraft(context);
    }),
    uploadRoute(routes, '/company/save-in-progress-kyb/financial-statement', 'financial_statement'),
    uploadRoute(routes, '/company/save-in-progress-kyb/void-cheque', 'void_cheque'),
    routes.authenticated('get', '/utility/get-s3-asset', ({ request }) => {
      const file = new URL(request.url).searchParams.get('file');
      if (file !== 'kyb.json') return json({ detail: kybMessages.helpNotFound }, 404);
      return json({ results: kybHelpContent });
    }),
  ];
}
