import { styled } from 'styled-components';
import { Select } from 'spend-ui';
import { useApiAction, type ApiClient } from '../api/index.js';
import { can } from '../access/capabilities.js';
import { useViewer } from '../session/Viewer.js';
import type { User, UserCompany } from '../session/user.js';
import { fetchCurrentUser, switchCompanyRequest } from './api.js';
import { COMPANY_SWITCH_FAILURE } from './failures.js';

export interface CompanySwitcherProps {
  /**
   * The company is switched and the user read again: the app stores that user — a new session for its
   * cache, since another company is acted for — and reloads the page (access-settings-banking.md §4).
   */
  onSwitched: (user: User) => void;
}

const Area = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** The chosen company's name in full, on a second line when the sidebar is too narrow for it. */
const CompanyName = styled.span`
  display: block;
  white-space: normal;
  overflow-wrap: anywhere;
`;

/** POST the switch, then read the user again (their selected company has changed). */
async function switchCompany(client: ApiClient, companyId: number): Promise<User> {
  await switchCompanyRequest(client, companyId);
  return fetchCurrentUser(client);
}

/**
 * The company an external user acts for (a viewer who may not switch sees nothing): picking another
 * posts the switch and reads the user again; a failure keeps the choice and shows the switch's failure
 * text.
 */
export function CompanySwitcher({ onSwitched }: CompanySwitcherProps) {
  const { user } = useViewer();
  const switching = useApiAction(switchCompany, { failure: COMPANY_SWITCH_FAILURE, onSuccess: onSwitched });
  if (!can(user, 'company.switch')) return null;
  const companies = user.user_companies ?? [];
  const selected = companies.find((company) => company.selected) ?? companies[0];
  return (
    <Area>
      <Select<UserCompany>
        label="Company"
        items={companies}
        getKey={(company) => String(company.id)}
        getTextValue={(company) => company.company_name}
        renderValue={(company) => <CompanyName>{company.company_name}</CompanyName>}
        selectedKey={selected ? String(selected.id) : null}
        isDisabled={switching.pending}
        onSelectionChange={(key) => {
          if (key === null || String(key) === String(selected?.id)) return;
          void switching.run(Number(key));
        }}
      />
    </Area>
  );
}
