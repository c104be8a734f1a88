/** User-visible messages of SPEC §5 and §8 that both the server and the web app show. */
export const Messages = {
  allFieldsRequired: 'All fields are required.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordsDoNotMatch: 'Passwords do not match.',
  invalidCredentials: 'Invalid username or password.',
  userNameRule: 'Username must be 3 to 16 letters, digits or underscores.',
  sessionRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;

/** Minimum password length (SPEC §9). */
export const MIN_PASSWORD_LENGTH = 6;
