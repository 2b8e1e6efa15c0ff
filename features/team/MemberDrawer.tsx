import { Button, Spinner, ActionBar, Stack } from 'spend-ui';
import { inviteRoleLabel, inviteRoleOptions } from '../access/scopes.js';
import { QueryState } from '../page/index.js';
import type { User } from '../session/user.js';
import { useViewer } from '../session/Viewer.js';
import { useFormSubmit, useSchemaForm } from '../forms/index.js';
import { GuardedDrawer } from '../forms/GuardedDrawer.js';
import { useReportUnsavedChanges } from '../forms/UnsavedChangesGuard.js';
import { TEAM_LOAD_FAILURE, useCompanyLists, useInviteMember, useTeamMember, useUpdateMember } from './api.js';
import { INVITE_MEMBER, MEMBER_DETAILS, MEMBER_FORM_ERRORS, MEMBER_LOAD_FAILED, UPDATE_MEMBER } from './messages.js';
import { emptyMemberForm, memberFormFrom, phoneCountry, toMemberPayload, type MemberFormValues } from './memberForm.js';
import { memberFormSchema } from './schemas.js';
import { MemberFormFields, type Choice } from './MemberFormFields.js';
import { managerChoices, memberRole, type Member } from './model.js';

export interface MemberDrawerProps {
  /** The member to update, or `null` for "Add member" (an empty form that invites). */
  memberId: number | null;
  /** The team as the page lists it: the assigned-manager choices come from it. */
  members: readonly Member[];
  onClose: () => void;
}

/** Server keys of the member body that name a form field differently. */
const SERVER_FIELDS = { name: 'first_name', loc: 'location', assignedManager: 'assigned_manager' } as const;

/** The roles offered: the user's (§5), and a member's current role when the user may not give it, kept as it is. */
function roleChoices(user: User, member: Member | undefined): Choice[] {
  const offered: Choice[] = inviteRoleOptions(user).map(({ value, label }) => ({ key: value, label }));
  const current = member ? memberRole(member.permission_level) : null;
  if (current && !offered.some((choice) => choice.key === current)) {
    offered.push({ key: current, label: inviteRoleLabel(current) });
  }
  return offered;
}

/** The empty form; when the user may give only one role (a manager: Employee), it is chosen already. */
function newMemberForm(roles: readonly Choice[]): MemberFormValues {
  const [only, ...others] = roles;
  return only && others.length === 0 ? { ...emptyMemberForm, role: only.key } : emptyMemberForm;
}

interface MemberFormProps {
  member: Member | undefined;
  members: readonly Member[];
  onSaved: () => void;
}

/** The member form: Invite for a new member, Update for an existing one. */
function MemberForm({ member, members, onSaved }: MemberFormProps) {
  const { user } = useViewer();
  const lists = useCompanyLists();
  const roles = roleChoices(user, member);
  const form = useSchemaForm(memberFormSchema, {
    defaultValues: member ? memberFormFrom(member) : newMemberForm(roles),
  });
  useReportUnsavedChanges(form.formState.isDirty);
  const invite = useInviteMember();
  const update = useUpdateMember();
  const pending = invite.pending || update.pending;
  const submit = useFormSubmit(
    form,
    async (values: MemberFormValues) => {
      const payload = toMemberPayload(values);
      const firstName = values.first_name.trim();
      const outcome = member ? await update.run(member.id, payload, firstName) : await invite.run(payload, firstName);
      if (outcome.status === 'done') onSaved();
      return outcome;
    },
    { invalidNotice: MEMBER_FORM_ERRORS, serverFieldAliases: SERVER_FIELDS },
  );
  const managers = managerChoices(members, member?.id).map((entry) => ({ key: String(entry.id), label: entry.name }));
  return (
    <Stack as="form" gap="lg" aria-label={MEMBER_DETAILS} noValidate onSubmit={submit}>
      <MemberFormFields
        control={form.control}
        roles={roles}
        managers={managers}
        departments={lists.data?.department ?? []}
        locations={lists.data?.location ?? []}
        phoneCountry={(member && phoneCountry(member)) ?? 'CA'}
      />
      <ActionBar>
        <Button type="submit" isPending={pending}>
          {member ? UPDATE_MEMBER : INVITE_MEMBER}
        </Button>
      </ActionBar>
    </Stack>
  );
}

/** "Member Details": the member form in a drawer, empty to invite or filled with the member to update. */
export function MemberDrawer({ memberId, members, onClose }: MemberDrawerProps) {
  const member = useTeamMember(memberId);
  const content =
    memberId === null ? (
      <MemberForm member={undefined} members={members} onSaved={onClose} />
    ) : (
      <QueryState
        query={member}
        failure={TEAM_LOAD_FAILURE(MEMBER_LOAD_FAILED)}
        loading={<Spinner label={MEMBER_DETAILS} />}
      >
        {(found) => <MemberForm key={found.id} member={found} members={members} onSaved={onClose} />}
      </QueryState>
    );
  return (
    <GuardedDrawer title={MEMBER_DETAILS} onClose={onClose}>
      {content}
    </GuardedDrawer>
  );
}
