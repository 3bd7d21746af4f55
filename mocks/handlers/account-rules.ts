// Server-side checks of the sign-up form, with the spec's messages (§5).

export const messages = {
  name: 'Enter your full name.',
  mail: 'Check that the email is correct.',
  password:
    'Your password must be between 8 and 48 characters and include at least 1 lowercase letter, 1 capital letter, 1 number, and no spaces.',
  duplicate: (mail: string) => `There is already a registered user with the email ${mail}`,
  guestAppSuffix: ' Login with your WeddingWire for Guests account',
  loginFailed: 'The email or password you entered is incorrect.',
  noPassword: 'You have not set a password yet. Use “Forgot your password?” to create one.',
  socialError: 'An error has occurred. Please, try again',
  city: 'Please select the city where you live.',
  phone: 'Please enter a valid phone number',
  legal: 'You must accept the Terms of Use and privacy policy.',
  // The vendor sign-up's own fields: the spec gives no message, these are the stand-in's.
  businessName: 'Enter the name of your business.',
  category: 'Choose the category of your business.',
} as const;

/** Spec §5: Brazil at least 10 characters after trimming; others except the US at least 6 (the US: any). */
export function isValidPhone(phone: string, country: string): boolean {
  const length = phone.trim().length;
  if (country === 'BR') return length >= 10;
  if (country === 'US') return length > 0;
  return length >= 6;
}

const MAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

export function isValidMail(mail: string): boolean {
  return MAIL.test(mail.trim());
}

/** Spec §5: 8 to 48 characters, a lowercase letter, a capital, a digit, no spaces. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && password.length <= 48 && /[a-z]/.test(password) && /[A-Z]/.test(password) && /\d/.test(password) && !/\s/.test(password);
}

/** Common misspellings of mail domains, and the domain meant. */
const DOMAIN_TYPOS: Record<string, string> = {
  'gmial.com': 'gmail.com',
  'gmal.com': 'gmail.com',
  'gnail.com': 'gmail.com',
  'gmail.co': 'gmail.com',
  'gamil.com': 'gmail.com',
  'hotmial.com': 'hotmail.com',
  'hotmal.com': 'hotmail.com',
  'yaho.com': 'yahoo.com',
  'yahooo.com': 'yahoo.com',
  'outlok.com': 'outlook.com',
  'iclod.com': 'icloud.com',
};

/** Spec §3: the domain check. result 0 is a bad domain, with the address probably meant. */
export function checkMailDomain(mail: string): { result: 0 | 1; suggestion?: string } {
  const at = mail.trim().lastIndexOf('@');
  if (at < 1) return { result: 0 };
  const local = mail.trim().slice(0, at);
  const domain = mail.trim().slice(at + 1).toLowerCase();
  const meant = DOMAIN_TYPOS[domain];
  if (meant) return { result: 0, suggestion: `${local}@${meant}` };
  return /^[a-z\d-]+(\.[a-z\d-]+)*\.[a-z]{2,}$/.test(domain) ? { result: 1 } : { result: 0 };
}
