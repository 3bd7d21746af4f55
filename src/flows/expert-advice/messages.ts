/**
 * Every string the expert-advice stepper shows; a locale can replace this module. The spec
 * (§2, §4) names the steps and the answer 'notNow' but gives no copy: titles, options and
 * confirmations here are ours.
 */
export const messages = {
  modalTitle: 'Free advice from a wedding expert',
  next: 'Next',
  back: 'Back',
  notNow: 'Not now',
  close: 'Close',
  saveFailed: 'We could not save your answer. Check your connection and try again.',
  loadFailed: 'We could not open the wedding expert’s questions.',

  planningAdviceTitle: 'What would you like help with?',
  choiceHint: 'Choose as many as you like, or tell us about something else.',
  planningAdviceOptions: [
    ['budget', 'Setting and keeping to a budget'],
    ['vendors', 'Finding and booking vendors'],
    ['timeline', 'Building a planning timeline'],
    ['venue', 'Choosing the venue'],
  ],
  otherGroupLabel: 'Something else',
  otherOption: 'Something else',

  usPlanningAdviceTitle: 'Where are you in your planning?',
  usPlanningAdviceOptions: [
    ['justEngaged', 'We just got engaged'],
    ['venueBooked', 'Our venue is booked'],
    ['someVendors', 'We have booked some vendors'],
    ['finalDetails', 'We are on the final details'],
  ],
  usOtherOption: 'None of these',

  introTitle: 'We’re on it!',
  introText: 'We’ll ask you a few quick questions so your expert can prepare your call.',
  letsGo: 'Let’s go',

  weddingStyleTitle: 'What is your wedding style?',
  weddingStyleOptions: [
    ['classic', 'Classic and elegant'],
    ['rustic', 'Rustic or barn'],
    ['boho', 'Boho and relaxed'],
    ['modern', 'Modern and minimal'],
    ['destination', 'Destination or beach'],
  ],
  weddingStyleOther: 'We haven’t decided yet',

  budgetTitle: 'What is your total wedding budget?',
  budgetOptions: [
    ['under10k', 'Under $10,000'],
    ['10k-20k', '$10,000 to $20,000'],
    ['20k-35k', '$20,000 to $35,000'],
    ['35k-50k', '$35,000 to $50,000'],
    ['over50k', 'Over $50,000'],
  ],
  /** The spec's '-' choice: the budget is skipped. */
  budgetSkip: 'I’d rather not say',

  feedbackTitle: 'Tell us what you need',
  feedbackLabel: 'What would you like help with?',
  feedbackHint: 'A few words are enough (at least 5 characters).',

  allSetTitle: 'You’re all set!',
  allSetText: 'Next, pick a time for your free 20-minute video call with one of our wedding experts.',
  terms: 'I agree to the Terms of Use and Privacy Policy, and to be contacted by a wedding expert.',

  schedulerTitle: 'Pick a time for your call',
  schedulerFrame: 'Scheduling calendar',
  scheduledTitle: 'Your call is booked',
  scheduledText: 'We’ve sent the details to your email. Your expert is looking forward to meeting you.',
  scheduledToast: 'Your call with a wedding expert is booked.',
  /** The booking's save failed (the spec has no copy for it): the booking is kept for Try again. */
  bookingSaveFailed: 'We could not save your booking. Your chosen time is kept: check your connection and try again.',
  tryAgain: 'Try again',

  emailInformationTitle: 'We’ll be in touch by email',
  emailInformationText: 'A wedding expert will email you within two working days to set up your free call.',
  emailInformationTo: (email: string) => `We’ll write to ${email}.`,
  emailInformationToast: 'Done! A wedding expert will email you soon.',

  freeAccessTitle: 'Get free access to a wedding expert',
  freeAccessText: 'Talk one to one with a planning expert: your budget, your timeline, the vendors you still need. Free, with no obligation.',
  freeAccessCta: 'Get free access',

  signUpTitle: 'Create your free account',
  signUpText: 'Your expert needs an account to prepare your call and save your plan.',
  signUpCta: 'Sign up',
  haveAccount: 'Already have an account?',
  switchToLogIn: 'Log in instead',
  logInTitle: 'Log in to your account',
  logInText: 'Log in and we’ll take you straight to your questions.',
  logInCta: 'Log in',
  noAccount: 'New here?',
  switchToSignUp: 'Sign up instead',
} as const;

/** Choice options as [value, label] pairs. */
export type Options = readonly (readonly [string, string])[];
