import { oneLine } from './plainText';

/** "Namaste Asha," or, without a name, "Namaste,". */
export const greeting = (name: string): string => (oneLine(name) ? `Namaste ${oneLine(name)},` : 'Namaste,');
