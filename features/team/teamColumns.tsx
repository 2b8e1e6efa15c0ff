import { Switch, type Column } from 'spend-ui';
import { MEMBER_ACTIVE, MEMBER_BLOCKED } from './messages.js';
import { acceptedInviteLabel, isActiveMember, memberRoleLabel, type Member } from './model.js';

export interface ActiveToggle {
  /** Blocks (`active` false) or unblocks (`active` true) the member. */
  onChange: (member: Member, active: boolean) => void;
  /** Whether this member's toggle may be used (the user's own is disabled, §4). */
  isEnabledFor: (member: Member) => boolean;
  /** Whether this member's change is being sent (their switch is disabled meanwhile). */
  isPending: (memberId: number) => boolean;
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The Team grid's columns (§2); the Active toggle column only when `toggle` is given (roles 1 and 3). */
export function teamColumns(toggle: ActiveToggle | undefined): Column<Member>[] {
  const columns: Column<Member>[] = [
    {
      key: 'employee_number',
      header: 'Employee Id',
      width: 130,
      render: (member) => text(member.employee_number),
    },
    { key: 'name', header: 'Employee Name', minWidth: 180 },
    { key: 'role', header: 'Role', width: 130, render: (member) => memberRoleLabel(member.permission_level) },
    {
      key: 'manager',
      header: 'Assigned Manager',
      minWidth: 170,
      render: (member) => text(member.assigned_manager?.manager__name),
    },
    { key: 'department', header: 'Department', width: 140, render: (member) => text(member.setting?.department?.name) },
    { key: 'location', header: 'Location', width: 130, render: (member) => text(member.setting?.location?.name) },
    { key: 'accepted', header: 'Accepted Invite', width: 140, render: acceptedInviteLabel },
  ];
  if (!toggle) return columns;
  return [
    ...columns,
    {
      key: 'active',
      header: 'Active',
      width: 130,
      cellAction: 'none',
      render: (member) => (
        <Switch
          isSelected={isActiveMember(member)}
          isDisabled={toggle.isPending(member.id) || !toggle.isEnabledFor(member)}
          onChange={(active) => toggle.onChange(member, active)}
        >
          {isActiveMember(member) ? MEMBER_ACTIVE : MEMBER_BLOCKED}
        </Switch>
      ),
    },
  ];
}
