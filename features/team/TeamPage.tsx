import { useState } from 'react';
import { Button, DataGrid, EmptyState, useToast } from 'spend-ui';
import { can } from '../access/index.js';
import { mayEditMember, mayToggleMemberActive } from '../access/scopes.js';
import { useViewer } from '../session/Viewer.js';
import { TEAM_LOAD_FAILURE, useSetMemberActive, useTeamMembers } from './api.js';
import { MemberDrawer } from './MemberDrawer.js';
import { ADD_MEMBER, NO_MEMBERS, OWN_PROFILE_REFUSED, TEAM_LOAD_FAILED, TEAM_TITLE } from './messages.js';
import { TEAM_GRID_HEIGHT, TEAM_PAGE_SIZE, type Member } from './model.js';
import { teamColumns } from './teamColumns.js';
import { DomainPage, QueryFailure, useClientPage } from '../page/index.js';

/** Which member the drawer shows: `null` for "Add member"; no drawer when `undefined`. */
type DrawerState = { memberId: number | null } | undefined;

/**
 * /team (roles 1 and 3): the members grid with the Active toggle, "Add member", and the Member Details
 * drawer for a row — except the user's own row for roles other than 1, which says why not.
 */
export function TeamPage() {
  const { user } = useViewer();
  const toast = useToast();
  const list = useTeamMembers();
  const setActive = useSetMemberActive();
  const [drawer, setDrawer] = useState<DrawerState>(undefined);
  const members = list.data ?? [];
  const shown = useClientPage(members, { pageSize: TEAM_PAGE_SIZE });

  const columns = teamColumns(
    can(user, 'members.toggle-active')
      ? {
          isPending: setActive.isPending,
          isEnabledFor: (member) => mayToggleMemberActive(user, member),
          onChange: (member, active) => void setActive.run(member.id, active, member.name),
        }
      : undefined,
  );

  const openMember = (member: Member) => {
    if (mayEditMember(user, member)) setDrawer({ memberId: member.id });
    else toast.show({ tone: 'danger', title: OWN_PROFILE_REFUSED });
  };

  return (
    <DomainPage
      title={TEAM_TITLE}
      actions={
        can(user, 'members.invite') && <Button onPress={() => setDrawer({ memberId: null })}>{ADD_MEMBER}</Button>
      }
    >
      <QueryFailure query={list} failure={TEAM_LOAD_FAILURE(TEAM_LOAD_FAILED)} />
      <DataGrid
        aria-label={TEAM_TITLE}
        columns={columns}
        rows={shown.rows}
        getRowId={(member) => member.id}
        height={TEAM_GRID_HEIGHT}
        isLoading={list.isLoading}
        onRowAction={openMember}
        emptyState={<EmptyState title={NO_MEMBERS} headingLevel={2} />}
        pagination={shown.pagination}
      />
      {drawer && <MemberDrawer memberId={drawer.memberId} members={members} onClose={() => setDrawer(undefined)} />}
    </DomainPage>
  );
}
