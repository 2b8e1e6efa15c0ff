import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Link, PasswordField, PhoneField, TextField, useToast } from 'spend-ui';
import { registerErrorMessage } from './api.js';
import { LOGIN_HERE, MANDATORY_FIELDS, PASSWORD_TOO_SHORT } from './messages.js';
import {
  emptyRegisterForm,
  isRegisterContinueEnabled,
  registerSchema,
  toRegisterRequest,
  type RegisterForm,
  type RegisterRequest,
} from './model.js';
import { FieldPair, Footnote, FormStack, ScreenTitle } from './AuthScreen.styles.js';

export interface RegisterScreenProps {
  /** Creates the account; rejects with the client's error (user.response is shown). The host then goes to phone verification. */
  onRegister: (request: RegisterRequest) => Promise<void>;
  /** Where "Login here" leads. */
  loginHref?: string;
  /** The terms of service. */
  termsHref?: string;
  /** The privacy policy. */
  privacyHref?: string;
}

/** The text shown in the toast when the form is submitted with problems (spec §5). */
export function registerProblemMessage(errors: FieldErrors<RegisterForm>): string | undefined {
  const problems = Object.values(errors).map((error) => error?.message);
  if (problems.some((message) => message && message !== PASSWORD_TOO_SHORT)) return MANDATORY_FIELDS;
  if (problems.includes(PASSWORD_TOO_SHORT)) return PASSWORD_TOO_SHORT;
  return undefined;
}

/** Sign-up: names, company, e-mail, phone (Canada by default), password, terms; Continue needs the terms ticked. */
export function RegisterScreen({
  onRegister,
  loginHref = '/',
  termsHref = '/terms',
  privacyHref = '/privacy',
}: RegisterScreenProps) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const { control, handleSubmit, setValue } = useForm<RegisterForm>({
    defaultValues: emptyRegisterForm,
    resolver: zodResolver(registerSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const agreed = useWatch({ control, name: 'agreeToTermsAndPrivacy' });

  const submit = handleSubmit(
    async (form) => {
      setPending(true);
      try {
        await onRegister(toRegisterRequest(form));
      } catch (error) {
        toast.show({ tone: 'error', title: registerErrorMessage(error) });
        setPending(false);
      }
    },
    (errors) => {
      const message = registerProblemMessage(errors);
      if (message) toast.show({ tone: 'error', title: message });
    },
  );

  const text = (
    name: 'fname' | 'lname' | 'account_name' | 'email',
    label: string,
    autoComplete: string,
    type = 'text',
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type={type}
          autoComplete={autoComplete}
          isRequired
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <div>
      <ScreenTitle>Register</ScreenTitle>
      <FormStack
        aria-label="Register"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <FieldPair>
          {text('fname', 'First name', 'given-name')}
          {text('lname', 'Last name', 'family-name')}
        </FieldPair>
        {text('account_name', 'Company name', 'organization')}
        {text('email', 'Email', 'email', 'email')}
        <Controller
          control={control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneField
              label="Phone"
              countryLabel="Country code"
              defaultCountry="CA"
              isRequired
              onChange={(value) => {
                setValue('code', value.dialCode);
                field.onChange(value.nationalNumber);
              }}
              onBlur={field.onBlur}
              name={field.name}
              placeholder="(###) ###-####"
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="password"
          render={({ field, fieldState }) => (
            <PasswordField
              label="Password"
              autoComplete="new-password"
              isRequired
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="agreeToTermsAndPrivacy"
          render={({ field }) => (
            <Checkbox isSelected={field.value} onChange={field.onChange}>
              I agree to the <Link href={termsHref}>Terms of Service</Link> and{' '}
              <Link href={privacyHref}>Privacy Policy</Link>
            </Checkbox>
          )}
        />
        <Button
          type="submit"
          fullWidth
          isDisabled={!isRegisterContinueEnabled(agreed, pending)}
          isPending={pending}
          pendingLabel="Creating your account"
        >
          Continue
        </Button>
      </FormStack>
      <Footnote>
        Already have an account? <Link href={loginHref}>{LOGIN_HERE}</Link>
      </Footnote>
    </div>
  );
}
