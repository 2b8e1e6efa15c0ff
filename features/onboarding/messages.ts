// Texts of the onboarding gate and the welcome screen (access-settings-banking.md §1, §2;
// accounts-payments-recipients.md §2 "Onboarding gate dialog ('Welcome to the product')").

export const GATE_TITLE = 'Welcome to the product';
export const gateGreeting = (name: string | null | undefined) => (name ? `Hi ${name},` : 'Hi,');
export const VERIFY_EMAIL = 'Please verify your email address. We have sent a verification link to your inbox.';
export const RESEND_EMAIL_PROMPT = "Didn't get the email?";
export const RESEND_EMAIL_LINK = 'Click here to resend';
export const DOCUMENTS_UNDER_REVIEW =
  'Your documents are under review. We have sent you a signing request by email; please sign it. A decision usually takes about 2 weeks.';
export const awaitingRole = (kybManager: string | null | undefined) =>
  kybManager
    ? `Your account is ready, but you do not have a role yet. Please ask your company admin, ${kybManager}, to assign you a role.`
    : 'Your account is ready, but you do not have a role yet. Please ask your company admin to assign you a role.';
// Ours, as the bank step's ADMIN_LINKS_BANK: the business application is the company admin's (spec README ruling).
export const adminFillsKyb = (kybManager: string | null | undefined) =>
  kybManager
    ? `Your company's business verification needs to be completed before you can continue. Please ask your company admin, ${kybManager}, to complete it.`
    : "Your company's business verification needs to be completed before you can continue. Please ask your company admin to complete it.";
export const LOGOUT = 'Logout';
// Ours: the spec gives the bank-connection step no text; the reason is its pre-authorized debit (§ credit options).
export const BANK_CONNECTION_REASON =
  "Link your company's bank account to continue: each day's card spend is debited from it at midnight.";

export const WELCOME_TITLE = (username: string | null | undefined) => (username ? `Welcome, ${username}` : 'Welcome');
export const KYB_EXPLANATION =
  'Before you can use your cards and accounts, we need to verify your business (KYB). It takes a few minutes: tell us about your company, its owners and directors, and how you will use the account.';
export const CREDIT_OPTIONS_HEADING = 'Your credit options';
export const CREDIT_OPTIONS = [
  'Businesses older than 4 years can be underwritten for credit from financial statements, with no credit check and no personal guarantee.',
  'Businesses younger than 4 years either pre-fund the account, or give a personal guarantee with a separate consent for a credit check by the card provider.',
  "Pre-authorized debit: the day's spend is auto-debited at midnight. On insufficient funds an NSF fee and interest (X%) apply, and the daily limit may be cut to zero until the debt is paid.",
  'Bank statements are required for at least the last 3 months, then monthly.',
] as const;
export const GET_STARTED = 'Get started';
