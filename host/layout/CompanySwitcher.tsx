import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { COMPANY_SWITCH_FAILED, type User } from 'spend-ui/features';
import { useSessionStore } from '../session/index.js';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const NativeSelect = styled.select`
  font: inherit;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onSurfaceInverse};
    outline-offset: 2px;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;

/** External users pick the company they act for: POST the switch, refresh the user, reload. */
export function CompanySwitcher({ user }: { user: User }) {
  const store = useSessionStore();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const companies = user.user_companies ?? [];
  const selected = companies.find((company) => company.selected) ?? companies[0];
  return (
    <Field>
      <label htmlFor={id}>Company</label>
      <NativeSelect
        id={id}
        value={selected ? String(selected.id) : ''}
        disabled={busy}
        onChange={(event) => {
          const companyId = Number(event.target.value);
          setBusy(true);
          setError(null);
          store.switchCompany(companyId).catch(() => {
            setBusy(false);
            setError(COMPANY_SWITCH_FAILED);
          });
        }}
      >
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.company_name}
          </option>
        ))}
      </NativeSelect>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Field>
  );
}
