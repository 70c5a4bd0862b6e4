/**
 * Mail settings (part of ServerConfig).
 *
 *   SMTP_URL      e.g. smtps://user:pass@smtp.example.in:465 → send over SMTP;
 *                 unset → each message is written as an .eml file under DATA_DIR/outbox/
 *   ADMIN_EMAIL   who receives billing details (default admin@localhost)
 *   MAIL_FROM     the sender (default "Storefront <no-reply@localhost>")
 */
import { checkSecret, smtpPassword, SMTP_PASSWORD_MIN_LENGTH } from '../../secrets';
import { type Env, SettingError, readSetting } from '../../settings';

export interface MailConfig {
  smtpUrl: string | null;
  adminEmail: string;
  from: string;
}

/** Thrown for a bad setting; loadConfig turns it into its own ConfigError. */
export class MailConfigError extends SettingError {}

export function readMailConfig(
  env: Env,
  { checkSecrets }: { checkSecrets: boolean } = { checkSecrets: false },
): MailConfig {
  const smtpUrl = readSetting(env, 'SMTP_URL') ?? null;
  if (smtpUrl !== null) {
    if (!URL.canParse(smtpUrl) || !/^smtps?:$/.test(new URL(smtpUrl).protocol)) {
      throw new MailConfigError('SMTP_URL must look like smtps://user:password@smtp.example.in:465.');
    }
    const password = smtpPassword(smtpUrl);
    if (checkSecrets && password !== null) checkSecret('the password in SMTP_URL', password, SMTP_PASSWORD_MIN_LENGTH);
  }
  return {
    smtpUrl,
    adminEmail: readSetting(env, 'ADMIN_EMAIL') ?? 'admin@localhost',
    from: readSetting(env, 'MAIL_FROM') ?? 'Storefront <no-reply@localhost>',
  };
}
