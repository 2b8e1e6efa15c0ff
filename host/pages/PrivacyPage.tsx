import { LegalPage } from './LegalPage.js';

/** /privacy: the demo's Privacy Policy. */
export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>Last updated: January 2026 (demo).</p>
      <h2>What we collect</h2>
      <p>
        Your name, e-mail address, phone number and company; the business details of the verification (KYB); and the
        transactions, cards and payments you make with the service.
      </p>
      <h2>Why</h2>
      <ul>
        <li>to run your account and verify who you are;</li>
        <li>to meet the law on payments and money laundering;</li>
        <li>to keep the service safe.</li>
      </ul>
      <h2>Who sees it</h2>
      <p>
        Your company’s administrators, the banks and card networks that carry your payments, and authorities when the
        law requires it. We do not sell your data.
      </p>
      <h2>Your rights</h2>
      <p>You may ask for a copy of your data, its correction or its deletion at any time.</p>
    </LegalPage>
  );
}
