import { LegalPage } from './LegalPage.js';

/** /terms: the demo's Terms of Service. */
export default function TermsPage() {
  return (
    <LegalPage title="Terms of Service">
      <p>Last updated: January 2026 (demo).</p>
      <h2>Using the service</h2>
      <p>
        The service lets a company hold balances, issue cards to its team and pay recipients. You may use it for your
        company’s business only, and you are responsible for the people you invite.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password and one-time codes to yourself. Tell us at once if you think someone else used your account.
        We may suspend an account that puts the company’s money or other customers at risk.
      </p>
      <h2>Fees and limits</h2>
      <p>Fees, card limits and cashback rates are those shown in the product when you act.</p>
      <h2>Ending the service</h2>
      <p>Either side may end the service with notice; balances are paid out to your linked bank account.</p>
    </LegalPage>
  );
}
