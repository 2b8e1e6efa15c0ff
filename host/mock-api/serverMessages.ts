/**
 * Texts the demo backend answers with in error bodies. The screens show some of them as they are
 * (login and register messages, code errors), so they read like a real server's messages.
 */
export const serverMessages = {
  fieldRequired: 'This field is required.',
  loginMissingFields: 'Email and password are required.',
  loginUnknownEmail: 'No account was found with this email address.',
  loginWrongPassword: 'The password you entered is incorrect.',
  registerMissingFields: 'Please enter all mandatory fields',
  registerDuplicateEmail: 'A user with this email already exists.',
  registerShortPassword: 'Password must be a minimum of 8 characters.',
  registerInvalidEmail: 'Enter a valid email address.',
  userNotFound: 'No user was found for this id.',
  invalidChannel: 'Choose phone or email.',
  codeWrong: 'The code you entered is incorrect.',
  codeExpired: 'The code has expired. Please request a new one.',
  codeNotRequested: 'No code has been sent yet. Please request a new one.',
  credentialsMismatch: 'The email or password does not match this verification.',
  codeSentPhone: 'A verification code has been sent to your phone.',
  codeSentEmail: 'A verification code has been sent to your email.',
  resetUnknownEmail: "We couldn't find an account associated with that email. Please try a different e-mail address.",
  passwordTooShort: 'This password is too short. It must contain at least 8 characters.',
  passwordTooCommon: 'This password is too common.',
  tokenNotFound: 'The token is invalid.',
  tokenExpired: 'The token has expired.',
  emailTokenInvalid: 'Token is invalid or expired.',
  emailVerified: 'Your email has been verified.',
  emailAlreadyVerified: 'Your email is already verified.',
  verificationEmailSent: (mask: string) => `A verification email has been sent to ${mask}.`,
  notExternalUser: 'Only external users can switch companies.',
  notAMember: 'You do not have access to this company.',
  companyNotFound: 'Not found.',
  noCredentials: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  permissionDenied: 'You do not have permission to perform this action.',
  invalidNumber: 'A valid number is required.',
  negativeNumber: 'Ensure this value is greater than or equal to 0.',
  unknownEntry: (id: number) => `Invalid pk "${id}" - object does not exist.`,
} as const;

/** Passwords the reset and register endpoints refuse as too common. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password',
  'password1',
  '12345678',
  '123456789',
  'qwertyui',
  'qwerty123',
  'iloveyou',
  'abcd1234',
]);
