import { useId, useState, type FormEvent } from 'react';
import { Button, Heading, PasswordField, Skeleton, Stack, Surface, TextField } from 'spend-ui';
import { passwordProblem } from '../auth/model.js';
import { isApiError } from '../api/index.js';
import { DomainPage, QueryState } from '../page/index.js';
import { useViewer } from '../session/Viewer.js';
import { useChangePassword, useProfile, useUpdateProfile } from './api.js';
import {
  BUSINESS_DETAILS_VIA_SUPPORT,
  CHANGE_PASSWORD,
  EDIT,
  EMAIL,
  FULL_NAME,
  LOADING_PROFILE,
  NEW_PASSWORD,
  OLD_PASSWORD,
  PASSWORDS_DIFFER,
  PHONE,
  PROFILE_DETAILS,
  PROFILE_LOAD_FAILED,
  PROFILE_TITLE,
  REPEAT_PASSWORD,
  SAVE,
} from './messages.js';
import {
  changePasswordEnabled,
  emptyChangePassword,
  newPasswordsDiffer,
  profileFormValues,
  profileTooLong,
  serverFieldMessages,
  type ChangePasswordValues,
  type Profile,
  type ProfileFormValues,
} from './profile.js';

/** Profile Details (§2, §5): the full name read-only; email and phone editable after Edit; Save only then. */
function ProfileDetails({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(profile));
  const headingId = useId();
  const [refused, setRefused] = useState<Record<string, string>>({});
  const update = useUpdateProfile(() => setEditing(false));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const tooLong = profileTooLong(values);
    setRefused(tooLong);
    if (Object.keys(tooLong).length > 0) return;
    const outcome = await update.run(values);
    // The server's reason stays at its field (the toast says it too) until that field is edited.
    if (outcome.status === 'failed' && isApiError(outcome.error)) setRefused(serverFieldMessages(outcome.error.body));
  };
  const edit = (field: keyof ProfileFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefused(({ [field]: _, ...rest }) => rest);
  };
  return (
    <Surface
      as="form"
      gap="sm"
      shadow="sm"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <Heading level={2} size="md" id={headingId}>
        {PROFILE_DETAILS}
      </Heading>
      <TextField label={FULL_NAME} value={profile.name} isReadOnly />
      <TextField
        label={EMAIL}
        type="email"
        autoComplete="email"
        value={values.email}
        isReadOnly={!editing}
        onChange={edit('email')}
        isInvalid={refused.email !== undefined}
        errorMessage={refused.email}
      />
      <TextField
        label={PHONE}
        type="tel"
        autoComplete="tel"
        value={values.phone}
        isReadOnly={!editing}
        onChange={edit('phone')}
        isInvalid={refused.phone !== undefined}
        errorMessage={refused.phone}
      />
      <div>
        <Button variant="secondary" isDisabled={editing} onPress={() => setEditing(true)}>
          {EDIT}
        </Button>{' '}
        <Button type="submit" variant="primary" isDisabled={!editing} isPending={update.pending}>
          {SAVE}
        </Button>
      </div>
    </Surface>
  );
}

/**
 * Change Password (§2, §5, §8): old, new and repeat; the button enabled only when all three are filled and
 * the new equals the repeat; both new fields flagged while they differ. The passwords live in this form's
 * state only and are cleared once changed.
 */
function ChangePasswordForm() {
  const [values, setValues] = useState<ChangePasswordValues>(emptyChangePassword);
  const [newProblem, setNewProblem] = useState<string | undefined>(undefined);
  const headingId = useId();
  const change = useChangePassword(() => setValues(emptyChangePassword));
  const differ = newPasswordsDiffer(values);
  const set = (field: keyof ChangePasswordValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field === 'new_password') setNewProblem(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changePasswordEnabled(values)) return;
    const problem = passwordProblem(values.new_password);
    setNewProblem(problem);
    if (problem) return;
    void change.run(values).then((outcome) => {
      // A new password the server refuses ("too common") says why at the field too.
      if (outcome.status === 'failed' && isApiError(outcome.error))
        setNewProblem(serverFieldMessages(outcome.error.body).new_password);
    });
  };
  return (
    <Surface as="form" gap="sm" shadow="sm" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <Heading level={2} size="md" id={headingId}>
        {CHANGE_PASSWORD}
      </Heading>
      <PasswordField
        label={OLD_PASSWORD}
        autoComplete="current-password"
        value={values.old_password}
        onChange={set('old_password')}
      />
      <PasswordField
        label={NEW_PASSWORD}
        autoComplete="new-password"
        value={values.new_password}
        onChange={set('new_password')}
        isInvalid={differ || newProblem !== undefined}
        errorMessage={newProblem ?? (differ ? PASSWORDS_DIFFER : undefined)}
      />
      <PasswordField
        label={REPEAT_PASSWORD}
        autoComplete="new-password"
        value={values.repeat_password}
        onChange={set('repeat_password')}
        isInvalid={differ}
        errorMessage={differ ? PASSWORDS_DIFFER : undefined}
      />
      <div>
        <Button type="submit" variant="primary" isDisabled={!changePasswordEnabled(values)} isPending={change.pending}>
          {CHANGE_PASSWORD}
        </Button>
      </div>
    </Surface>
  );
}

/**
 * The profile page, /user-profile (accounts-payments-recipients.md §2, §5, §6, §7, §8; everyone, from the
 * user menu): Profile Details from GET /auth/user-profile, saved by POST /auth/update-user-profile; the note
 * that a business-verified user changes other business details through support; Change Password.
 */
export function ProfilePage() {
  const { user } = useViewer();
  const profile = useProfile();
  return (
    <DomainPage title={PROFILE_TITLE}>
      <Stack maxWidth="720px">
        <QueryState
          query={profile}
          failure={PROFILE_LOAD_FAILED}
          loading={<Skeleton shape="rect" height={240} label={LOADING_PROFILE} />}
        >
          {(answer) => <ProfileDetails profile={answer} />}
        </QueryState>
        {user.kyb_form_accepted === true && <p>{BUSINESS_DETAILS_VIA_SUPPORT}</p>}
        <ChangePasswordForm />
      </Stack>
    </DomainPage>
  );
}
