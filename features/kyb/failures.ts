import type { FailureText } from '../api/index.js';
import { FINANCIAL_STATEMENT_FAILED, KYB_SAVE_FAILED, KYB_SUBMIT_FAILED, VOID_CHEQUE_FAILED } from './messages.js';

// The failure texts of business verification (kyb-onboarding.md §8), each as the catalogue writes it.
// No row shows a server's own text: a save's field errors go onto the fields (the form kit's rule),
// the catalogue's text shows beside them.

/** A section's save (POST /auth/company/kyb, partial JSON). */
export const KYB_SAVE_FAILURE: FailureText = { fallback: KYB_SAVE_FAILED };

/** The final submission (POST /auth/company/kyb, multipart). */
export const KYB_SUBMIT_FAILURE: FailureText = { fallback: KYB_SUBMIT_FAILED };

/** The financial statement's upload. */
export const FINANCIAL_STATEMENT_FAILURE: FailureText = { fallback: FINANCIAL_STATEMENT_FAILED };

/** The void cheque's upload. */
export const VOID_CHEQUE_FAILURE: FailureText = { fallback: VOID_CHEQUE_FAILED };

/** Loading the draft, the user or the help content: "silently ignored or logged", nothing shown. */
export const KYB_LOAD_FAILURE: FailureText = {};
