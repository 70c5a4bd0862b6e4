/** The Auth emulator's "mailbox": verification and reset links are listed instead of being emailed. */
const OOB_CODES = 'http://127.0.0.1:9099/emulator/v1/projects/demo-storefront/oobCodes';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The links of one kind the emulator "sent" to this address, oldest first. */
async function sentLinks(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET'): Promise<URL[]> {
  const { oobCodes = [] } = (await (await fetch(OOB_CODES)).json()) as { oobCodes?: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === requestType).map((c) => new URL(c.oobLink));
}

/** Follows the verification link the emulator "sent" to this address. */
export async function verifyEmailThroughLink(email: string): Promise<void> {
  const link = (await sentLinks(email, 'VERIFY_EMAIL')).pop();
  if (!link) throw new Error(`No verification email was sent to ${email}`);
  const response = await fetch(link);
  if (!response.ok) throw new Error(`Verification link answered ${response.status}`);
}

/** The verification links the emulator "sent" to this address, oldest first. */
export const verificationLinks = (email: string): Promise<URL[]> => sentLinks(email, 'VERIFY_EMAIL');

/** The password-reset links the emulator "sent" to this address, oldest first. */
export const passwordResetLinks = (email: string): Promise<URL[]> => sentLinks(email, 'PASSWORD_RESET');
