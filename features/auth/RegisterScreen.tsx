import { useEffect, useRef, useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { Button, Link, type CountryCode, Stack } from 'spend-ui';
import { useApiAction } from '../api/index.js';
import { useFormSubmit, useSchemaForm } from '../forms/index.js';
import { FormCheckbox } from '../forms/FormCheckbox.js';
import { FormPasswordField } from '../forms/FormPasswordField.js';
import { FormPhoneField } from '../forms/FormPhoneField.js';
import { FormTextField } from '../forms/FormTextField.js';
import { REGISTER_FAILURE } from './failures.js';
import { FIELD_REQUIRED, LOGIN_HERE, MANDATORY_FIELDS, PASSWORD_TOO_SHORT } from './messages.js';
import { isRegisterContinueEnabled, type RegisterRequest } from './model.js';
import { emptyRegisterForm, toRegisterRequest, type RegisterForm } from './registerForm.js';
import { registerSchema } from './schemas.js';
import { forgetRegisterDraft, keepRegisterDraft, registerDraft } from './registerDraft.js';
import { FieldPair, Footnote, ScreenTitle } from './AuthScreen.styles.js';

export interface RegisterScreenProps {
  /** Creates the account; rejects with the client's error (user.response is shown). The host then goes to phone verification. */
  onRegister: (request: RegisterRequest) => Promise<void>;
  /** Where "Login here" leads. */
  loginHref?: string;
  /** The terms of service. The form is kept (in memory, without its password) while the visitor reads them. */
  termsHref?: string;
  /** The privacy policy. */
  privacyHref?: string;
}

const DEFAULT_COUNTRY: CountryCode = 'CA';

/**
 * The text shown in the toast when the form is submitted with problems (spec §5): a missing field first,
 * then a short password; a malformed e-mail or phone number is said at its field only.
 */
export function registerProblemMessage(errors: FieldErrors<RegisterForm>): string | undefined {
  const problems = Object.values(errors).map((error) => error?.message);
  if (problems.includes(FIELD_REQUIRED)) return MANDATORY_FIELDS;
  if (problems.includes(PASSWORD_TOO_SHORT)) return PASSWORD_TOO_SHORT;
  return undefined;
}

/** The server names the full name `name`; the form's first field takes its message. */
const REGISTER_SERVER_FIELDS = { name: 'fname' } as const;

/** Sign-up: names, company, e-mail, phone (Canada by default), password, terms; Continue needs the terms ticked. */
export function RegisterScreen({
  onRegister,
  loginHref = '/',
  termsHref = '/terms',
  privacyHref = '/privacy',
}: RegisterScreenProps) {
  // What the visitor filled before leaving for the terms or the privacy policy comes back (not the password).
  const [kept] = useState(registerDraft);
  const { country: keptCountry = DEFAULT_COUNTRY, ...keptValues } = kept ?? {};
  const form = useSchemaForm(registerSchema, { defaultValues: { ...emptyRegisterForm, ...keptValues } });
  const { control } = form;
  const country = useRef<CountryCode>(keptCountry);
  const registered = useRef(false);
  useEffect(
    () => () => {
      if (!registered.current) keepRegisterDraft(form.getValues(), country.current);
    },
    [form],
  );
  const agreed = useWatch({ control, name: 'agreeToTermsAndPrivacy' });
  const register = useApiAction((_client, request: RegisterRequest) => onRegister(request), {
    failure: REGISTER_FAILURE,
    onSuccess: () => {
      registered.current = true;
      forgetRegisterDraft();
    },
  });
  const submit = useFormSubmit(form, (values) => register.run(toRegisterRequest(values)), {
    invalidNotice: registerProblemMessage,
    serverFieldAliases: REGISTER_SERVER_FIELDS,
  });

  return (
    <div>
      <ScreenTitle>Register</ScreenTitle>
      <Stack as="form" gap="lg" aria-label="Register" noValidate onSubmit={submit}>
        <FieldPair>
          <FormTextField control={control} name="fname" label="First name" autoComplete="given-name" isRequired />
          <FormTextField control={control} name="lname" label="Last name" autoComplete="family-name" isRequired />
        </FieldPair>
        <FormTextField
          control={control}
          name="account_name"
          label="Company name"
          autoComplete="organization"
          isRequired
        />
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" isRequired />
        <FormPhoneField
          control={control}
          name="phone"
          dialCodeName="code"
          label="Phone"
          countryLabel="Country code"
          defaultCountry={keptCountry}
          onCountryChange={(next) => {
            country.current = next;
          }}
          placeholder="(###) ###-####"
          isRequired
        />
        <FormPasswordField control={control} name="password" label="Password" autoComplete="new-password" isRequired />
        <FormCheckbox control={control} name="agreeToTermsAndPrivacy">
          I agree to the <Link href={termsHref}>Terms of Service</Link> and{' '}
          <Link href={privacyHref}>Privacy Policy</Link>
        </FormCheckbox>
        <Button
          type="submit"
          fullWidth
          isDisabled={!isRegisterContinueEnabled(agreed, register.pending)}
          isPending={register.pending}
          pendingLabel="Creating your account"
        >
          Continue
        </Button>
      </Stack>
      <Footnote>
        Already have an account? <Link href={loginHref}>{LOGIN_HERE}</Link>
      </Footnote>
    </div>
  );
}
