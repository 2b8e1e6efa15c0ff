import { styled } from 'styled-components';
import { BankAccountsPanel } from './BankAccountsPanel.js';
import { CONNECT_BANK_ACCOUNT } from './messages.js';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.typography.size.xxl};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * /settings/connect-bank-account (ruling): the linking flow on its own page, with the accounts it
 * links and their actions, so the page also says when the 3-account limit is reached.
 */
export function ConnectBankAccountPage() {
  return (
    <>
      <Title>{CONNECT_BANK_ACCOUNT}</Title>
      <BankAccountsPanel aria-label={CONNECT_BANK_ACCOUNT} />
    </>
  );
}
