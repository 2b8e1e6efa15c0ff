import { styled } from 'styled-components';

export interface EmailAddressProps {
  /** The address as it is shown and read. */
  email: string;
  className?: string;
}

const Address = styled.span`
  max-width: 100%;
`;

/**
 * One part of the address (before or from the "@"), kept on one line; a part wider than its line is
 * clipped with an ellipsis rather than pushing the page sideways.
 */
const Part = styled.span`
  display: inline-block;
  max-width: 100%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  vertical-align: bottom;
`;

/**
 * An e-mail address that, when it does not fit its line, wraps only before its "@" — never at a
 * hyphen or in the middle of a word ("two- / step@…"). The text read and copied is the address itself.
 */
export function EmailAddress({ email, className }: EmailAddressProps) {
  const at = email.lastIndexOf('@');
  if (at <= 0) {
    return (
      <Address className={className}>
        <Part>{email}</Part>
      </Address>
    );
  }
  return (
    <Address className={className}>
      <Part>{email.slice(0, at)}</Part>
      <wbr />
      <Part>{email.slice(at)}</Part>
    </Address>
  );
}
