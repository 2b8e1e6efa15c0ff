import type { ReactNode } from 'react';
import { InlineAlert, Link } from 'spend-ui';
import { useSession } from '../session/index.js';
import { Article } from './LegalPage.styles.js';

/** The notice every page of the demo's legal texts opens with. */
export const DEMO_LEGAL_NOTICE =
  'This is the demo’s placeholder text, not a legal agreement. The real document comes from the company that runs the product.';

/**
 * A short legal page of the demo (terms, privacy), clearly marked as such. A visitor who came from the
 * register form goes back to it with everything they typed but the password.
 */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const session = useSession();
  return (
    <Article aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <InlineAlert tone="info" title="Demo document">
        {DEMO_LEGAL_NOTICE}
      </InlineAlert>
      {children}
      {!session.logged && (
        <p>
          <Link href="/register">Back to registration</Link>
        </p>
      )}
    </Article>
  );
}
