import { uiMessages } from '../../ui/messages';
/**
 * What the log-in and sign-up layers say. The validation messages are the spec's (§5, §8),
 * verbatim; the titles and the failure of the layer itself are ours.
 */
export const accountMessages = {
  loginTitle: 'Log in',
  signupTitle: 'Sign up',
  layerLoading: 'Loading…',
  layerFailed: 'This could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  // Spec §5, sign-up.
  nameRequired: 'Enter your full name.',
  nameTooShort: (min: number) => `Your name must have a minimum of ${min} characters.`,
  mail: uiMessages.mailInvalid,
  password: 'Your password must be between 8 and 48 characters and include at least 1 lowercase letter, 1 capital letter, 1 number, and no spaces.',
  role: 'Let us know your role in the wedding',
  city: 'Please select the city where you live.',
  country: 'Error country message',
  eventDate: 'Event date',
  legal: 'You must accept the Terms of Use and privacy policy.',
  // Spec §5, log-in.
  loginPassword: 'Your password must be at least six characters.',
  // Spec §8.
  socialError: 'An error has occurred. Please, try again',
  facebookUnsubscribed: 'A user with this email address already exists.',
  emailResent: 'Email resent!',
} as const;
