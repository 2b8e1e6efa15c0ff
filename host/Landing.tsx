import { useState } from 'react';
import { styled } from 'styled-components';
import { Button, TextField } from 'spend-ui';

const Main = styled.main`
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  color: ${({ theme }) => theme.colors.primary};
  margin: 0;
`;

/** The host's first page until the dashboard shell lands: a sign-in form built from the design system. */
export function Landing() {
  const [email, setEmail] = useState('');
  return (
    <Main>
      <Title>Spend dashboard</Title>
      <form
        onSubmit={(event) => event.preventDefault()}
        style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
        aria-label="Sign in"
      >
        <TextField label="Email" type="email" autoComplete="email" value={email} onChange={setEmail} />
        <Button type="submit" fullWidth>
          Continue
        </Button>
      </form>
    </Main>
  );
}
