/**
 * Reading the server's settings from the environment: one way for every section of ServerConfig.
 * A section throws a SettingError (or a subclass naming the section) for a bad value; loadConfig
 * refuses to start with its message.
 */
export type Env = Record<string, string | undefined>;

/** A setting's value, trimmed; an unset or blank variable reads as undefined. */
export const readSetting = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/** A setting the server cannot start with; the message says what to set. */
export class SettingError extends Error {}
