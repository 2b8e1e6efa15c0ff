import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, InlineAlert, Link } from 'spend-ui';
import { useSession } from '../session/index.js';
import { openedFromRegistration } from './legalLinks.js';
import { Article } from './LegalPage.styles.js';

/** The notice every page of the demo's legal texts opens with. */
export const DEMO_LEGAL_NOTICE =
  'This is the demo’s placeholder text, not a legal agreement. The real document comes from the company that runs the product.';

/** The way back from a legal page: to the register form it was opened from, or the signed-in page before it. */
function WayBack() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  if (session.logged) {
    // The first entry of a visit has the key "default": nothing to go back to but the layout's dashboard link.
    if (location.key === 'default') return null;
    return (
      <p>
        <Button variant="link" onPress={() => void navigate(-1)}>
          Back
        </Button>
      </p>
    );
  }
  if (!openedFromRegistration(location.search)) return null;
  return (
    <p>
      <Link href="/register">Back to registration</Link>
    </p>
  );
}

/**
 * A short legal page of the demo (terms, privacy), clearly marked as such. A visitor who came from the
 * register form goes back to it with everything they typed but the password; a signed-in user goes back
 * to the page they came from.
 */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Article aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <InlineAlert tone="info" title="Demo document">
        {DEMO_LEGAL_NOTICE}
      </InlineAlert>
      {children}
      <WayBack />
    </Article>
  );
}
