import { safeUrl } from 'spend-ui';
import { LogoFrame } from './Banking.styles.js';

/** The institution's initials, when it has no logo. */
export function institutionInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word) && !/^(of|the|de|du)$/i.test(word));
  return words
    .slice(0, 3)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** An institution's logo (only safe image addresses), else its initials; decorative beside its name. */
export function BankLogo({ name, logo }: { name: string | null | undefined; logo: string | null | undefined }) {
  const source = logo ? safeUrl(logo, 'image') : null;
  return (
    <LogoFrame aria-hidden="true">{source ? <img src={source} alt="" /> : institutionInitials(name) || '?'}</LogoFrame>
  );
}
