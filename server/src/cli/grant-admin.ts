/**
 * `npm run grant-admin -- <email>`: gives an existing account the Admin role (users/{uid}.role).
 * The only way to make an admin: no request body can set a role (ARCHITECTURE §5).
 */
import type { Auth, UserRecord as AuthAccount } from 'firebase-admin/auth';
import type { UserRecord } from 'shared-contracts';
import { firebaseAuth } from '../plugins/firebase';
import type { UsersRepository } from '../storage/port';
import { openStorage } from '../storage/open-storage';
import { loadCliConfig, runCli } from './cli-config';

/** The part of an auth account grant-admin needs (firebase-admin's UserRecord has these). */
export type AccountInfo = Pick<AuthAccount, 'uid' | 'email' | 'emailVerified' | 'displayName'>;

export interface GrantAdminDeps {
  /** Resolves the account, or null when no account has this email. */
  findAccountByEmail: (email: string) => Promise<AccountInfo | null>;
  users: UsersRepository;
}

export class GrantAdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GrantAdminError';
  }
}

/** Sets role Admin on users/{uid}, creating the record from the auth account when missing. */
export async function grantAdmin(email: string, { findAccountByEmail, users }: GrantAdminDeps): Promise<UserRecord> {
  const wanted = email.trim();
  const account = await findAccountByEmail(wanted);
  if (!account) {
    throw new GrantAdminError(`No account uses the email ${wanted}. Sign up with it first, then run this again.`);
  }
  // An unverified address may not even belong to whoever signed up with it.
  if (!account.emailVerified) {
    throw new GrantAdminError(
      `${account.email ?? wanted} has not verified its email yet. Open the verification link sent at sign-up, then run this again.`,
    );
  }
  await users.create({
    uid: account.uid,
    displayName: account.displayName ?? (account.email ?? wanted).split('@')[0] ?? wanted,
    email: account.email ?? wanted,
    emailVerified: account.emailVerified,
    role: 'User',
  });
  const updated = await users.setRole(account.uid, 'Admin');
  if (!updated) throw new GrantAdminError(`users/${account.uid} disappeared while granting the role. Try again.`);
  return updated;
}

const hasCode = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/** Looks accounts up in Firebase Auth (or the emulator); `where` names it in error messages. */
export function firebaseAccountLookup(auth: Auth, where: string): GrantAdminDeps['findAccountByEmail'] {
  return async (email) => {
    try {
      return await auth.getUserByEmail(email);
    } catch (error) {
      if (hasCode(error, 'auth/user-not-found')) return null;
      const reason = error instanceof Error ? error.message : String(error);
      throw new GrantAdminError(`Could not look up ${email} in ${where}: ${reason}`);
    }
  };
}

async function run(argv: string[]): Promise<number> {
  const email = argv[0]?.trim();
  if (!email || argv.length > 1 || email.startsWith('-')) {
    console.error('usage: npm run grant-admin -- <email>');
    return 2;
  }
  const config = loadCliConfig();
  if (!config) return 1;
  const where = config.authEmulatorHost
    ? `the Auth emulator at ${config.authEmulatorHost} (is \`npm start\` running?)`
    : `Firebase Auth of project ${config.firebaseProjectId}`;
  const findAccountByEmail = firebaseAccountLookup(firebaseAuth(config), where);
  const storage = await openStorage(config);
  try {
    const record = await grantAdmin(email, { users: storage.users, findAccountByEmail });
    console.log(`${record.email} is now an Admin (uid ${record.uid})`);
    return 0;
  } catch (error) {
    if (error instanceof GrantAdminError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await storage.close();
  }
}

if (require.main === module) runCli('grant-admin', run);
