/** The Auth emulator's "mailbox": verification links are listed instead of being emailed. */
const OOB_CODES = 'http://127.0.0.1:9099/emulator/v1/projects/demo-storefront/oobCodes';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

export const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Follows the verification link the emulator "sent" to this address. */
export async function verifyEmailThroughLink(email: string): Promise<void> {
  const { oobCodes = [] } = (await (await fetch(OOB_CODES)).json()) as { oobCodes?: OobCode[] };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').pop();
  if (!code) throw new Error(`No verification email was sent to ${email}`);
  const response = await fetch(code.oobLink);
  if (!response.ok) throw new Error(`Verification link answered ${response.status}`);
}
