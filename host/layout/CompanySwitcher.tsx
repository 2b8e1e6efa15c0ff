import { styled } from 'styled-components';
import { Select } from 'spend-ui';
import { COMPANY_SWITCH_FAILURE, useApiAction, type User, type UserCompany } from 'spend-ui/features';
import { useSessionStore } from '../session/index.js';

const Area = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** The chosen company's name on one line; the list shows each name in full. */
const CompanyName = styled.span`
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** External users pick the company they act for: POST the switch, refresh the user, reload. */
export function CompanySwitcher({ user }: { user: User }) {
  const store = useSessionStore();
  const switchCompany = useApiAction((_client, companyId: number) => store.switchCompany(companyId), {
    failure: COMPANY_SWITCH_FAILURE,
  });
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
        isDisabled={switchCompany.pending}
        onSelectionChange={(key) => {
          if (key === null || String(key) === String(selected?.id)) return;
          void switchCompany.run(Number(key));
        }}
      />
    </Area>
  );
}
