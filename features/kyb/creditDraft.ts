import { isApiError } from '../api/index.js';
import type { KybFormInput } from './kybForm.js';

type CreditInformationInput = KybFormInput['CreditInformation'];

/*
 * The Credit Information section being sent is kept in memory (per user) until the save answers: when the
 * answer is a 401 or 403 the session ends and the dialog goes with it, and the section is back, unsaved,
 * when the same user signs in again and opens the dialog. Memory only (this page's life), as the register
 * draft: the bank numbers it holds never reach any storage.
 */

let kept: { userId: number; credit: CreditInformationInput } | undefined;

/** Keeps the credit section being sent. */
export function keepCreditDraft(userId: number | undefined, credit: CreditInformationInput): void {
  kept = userId === undefined ? undefined : { userId, credit };
}

/** The credit section kept for this user, if any. */
export function readCreditDraft(userId: number | undefined): CreditInformationInput | undefined {
  return userId !== undefined && kept?.userId === userId ? kept.credit : undefined;
}

/** Forgets the credit section kept (saved, restored into the form, or refused for another reason than the session). */
export function forgetCreditDraft(): void {
  kept = undefined;
}

/** A call has answered: the credit section stays kept only when the session ended under it (a 401 or 403). */
export function settleCreditDraft(failure: unknown): void {
  if (!(isApiError(failure) && (failure.status === 401 || failure.status === 403))) forgetCreditDraft();
}
