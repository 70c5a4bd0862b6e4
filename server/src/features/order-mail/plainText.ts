/** One line of plain text: a value cannot start a new header or fake a line of its own in the text part. */
export const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();
