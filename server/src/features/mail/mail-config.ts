/**
 * Mail settings (part of ServerConfig).
 *
 *   SMTP_URL      e.g. smtps://user:pass@smtp.example.in:465 → send over SMTP;
 *                 unset → each message is written as an .eml file under DATA_DIR/outbox/
 *   ADMIN_EMAIL   who receives billing details (default admin@localhost)
 *   MAIL_FROM     the sender (default "Storefront <no-reply@localhost>")
 */
export interface MailConfig {
  smtpUrl: string | null;
  adminEmail: string;
  from: string;
}

type Env = Record<string, string | undefined>;
const read = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

export function readMailConfig(env: Env): MailConfig {
  return {
    smtpUrl: read(env, 'SMTP_URL') ?? null,
    adminEmail: read(env, 'ADMIN_EMAIL') ?? 'admin@localhost',
    from: read(env, 'MAIL_FROM') ?? 'Storefront <no-reply@localhost>',
  };
}
