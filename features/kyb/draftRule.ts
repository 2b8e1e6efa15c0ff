import { kybDraftAnswerSchema, kybFormFromDraft } from './draft.js';
import { sectionIssues, type KybContact, type KybIssue, type KybSection } from './kybForm.js';

// The KYB dialog's section rules over a draft as the server holds it (the answer of GET
// /auth/company/kyb-draft with the groups just sent), for a server to refuse what each section's Save
// refuses, with the same messages. Kept apart from draft.ts so that its declarations carry no zod type.

/** An issue's field as the payload names it: an owner under the list's index. */
function payloadKey(issue: KybIssue): string {
  const [section, ...rest] = issue.path;
  const inPayload = section === 'BeneficialOwnership' && rest[0] === 'owners' ? rest.slice(1) : rest;
  return [section, ...inPayload].join('.');
}

/**
 * Each field's first problem, by its payload name (`BusinessDetails.legalName`, `BeneficialOwnership.0.email`),
 * of the sections given, in a draft answer (`data` with the groups, the files' names and addresses) read
 * as the dialog reads it; empty when those sections pass. The contact fills what a new application starts with.
 */
export function kybDraftProblems(
  draft: unknown,
  contact: KybContact,
  sections: readonly KybSection[],
): Record<string, string> {
  const { values } = kybFormFromDraft(kybDraftAnswerSchema.parse(draft), contact);
  const problems: Record<string, string> = {};
  for (const section of sections)
    for (const issue of sectionIssues(values, section)) problems[payloadKey(issue)] ??= issue.message;
  return problems;
}
