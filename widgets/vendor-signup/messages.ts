import { accountMessages } from '../../src/flows/auth/messages';

/**
 * Every string the vendor sign-up shows; a locale can replace this module. The validation
 * messages are the spec's (§5, shared with the user sign-up's module where they are the same);
 * the steps, labels, the business's own two messages and the confirmation are ours: the spec
 * names the steps (§4), not their fields.
 */
export const messages = {
  progressLabel: 'Sign-up steps',
  /** A step's heading, which says where the person is: 'Step 2 of 5: Where is your business?'. */
  stepTitle: (n: number, total: number, title: string) => `Step ${n} of ${total}: ${title}`,
  completed: '(completed)',
  /** The progress list's short names, in step order. */
  stepNames: ['Business', 'Location', 'Address', 'Contact', 'Account'],
  back: 'Back',
  next: 'Next',
  submit: 'Sign up my business',

  businessTitle: 'Your business',
  businessName: 'Business name',
  category: 'Category',
  categoryPlaceholder: 'Choose a category',

  locationTitle: 'Where is your business?',
  city: 'City or town',
  cityHint: 'Start typing, then choose your city from the list.',

  addressTitle: 'Your address',
  addressIntro: 'Optional: couples see it on your storefront’s map. Leave it blank if you travel to your clients.',
  street: 'Street address',
  postalCode: 'Postal code',

  contactTitle: 'Contact person',
  contactIntro: 'Who should couples and our team talk to?',
  contactName: 'Full name',
  phone: 'Phone',

  accountTitle: 'Your account',
  mail: 'Email',
  password: 'Password',
  passwordHint: '8 to 48 characters, with a lowercase letter, a capital letter and a number.',
  legalBefore: 'I accept the ',
  terms: 'Terms of use',
  legalBetween: ' and the ',
  privacy: 'Privacy policy',
  legalAfter: '.',

  doneTitle: 'Your business is signed up',
  doneText: (business: string) => `Welcome! ${business} now has an account, and you are logged in.`,
  doneNext: 'Complete your storefront and answer couples’ requests from your business area.',
  doneLink: 'Go to your business area',

  logIn: 'Log in with this email',
  haveAccount: 'Already have an account?',
  logInLink: 'Log in',

  // Spec §5, verbatim.
  cityRequired: accountMessages.city,
  contactNameRequired: accountMessages.nameRequired,
  phoneInvalid: 'Please enter a valid phone number',
  mailInvalid: accountMessages.mail,
  passwordInvalid: accountMessages.password,
  legalRequired: accountMessages.legal,
  refused: accountMessages.socialError,
  // Ours: the spec has no message for these two fields.
  businessNameRequired: 'Enter the name of your business.',
  categoryRequired: 'Choose the category of your business.',
} as const;
