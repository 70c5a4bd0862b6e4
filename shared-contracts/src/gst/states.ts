/**
 * India's states and union territories with the two-digit codes GST uses: the first two characters
 * of a GSTIN, and the place of supply on an invoice. One list for the tax rules and the address
 * forms' state pickers.
 */

/**
 * The tax a supply within one state or union territory carries beside CGST: SGST in a state and in
 * the union territories with a legislature (Delhi, Puducherry, Jammu and Kashmir), UTGST in the
 * other union territories.
 */
export type StateTaxName = 'SGST' | 'UTGST';

export interface GstState {
  /** Two digits, "01"–"38". */
  code: string;
  name: string;
  kind: 'state' | 'union territory';
  stateTax: StateTaxName;
}

const state = (code: string, name: string): GstState => ({ code, name, kind: 'state', stateTax: 'SGST' });
const territory = (code: string, name: string, stateTax: StateTaxName = 'UTGST'): GstState => ({
  code,
  name,
  kind: 'union territory',
  stateTax,
});

/** Today's 28 states and 8 union territories, in GST code order: what an address may name. */
export const GST_STATES: readonly GstState[] = [
  territory('01', 'Jammu and Kashmir', 'SGST'),
  state('02', 'Himachal Pradesh'),
  state('03', 'Punjab'),
  territory('04', 'Chandigarh'),
  state('05', 'Uttarakhand'),
  state('06', 'Haryana'),
  territory('07', 'Delhi', 'SGST'),
  state('08', 'Rajasthan'),
  state('09', 'Uttar Pradesh'),
  state('10', 'Bihar'),
  state('11', 'Sikkim'),
  state('12', 'Arunachal Pradesh'),
  state('13', 'Nagaland'),
  state('14', 'Manipur'),
  state('15', 'Mizoram'),
  state('16', 'Tripura'),
  state('17', 'Meghalaya'),
  state('18', 'Assam'),
  state('19', 'West Bengal'),
  state('20', 'Jharkhand'),
  state('21', 'Odisha'),
  state('22', 'Chhattisgarh'),
  state('23', 'Madhya Pradesh'),
  state('24', 'Gujarat'),
  territory('26', 'Dadra and Nagar Haveli and Daman and Diu'),
  state('27', 'Maharashtra'),
  state('29', 'Karnataka'),
  state('30', 'Goa'),
  territory('31', 'Lakshadweep'),
  state('32', 'Kerala'),
  state('33', 'Tamil Nadu'),
  territory('34', 'Puducherry', 'SGST'),
  territory('35', 'Andaman and Nicobar Islands'),
  state('36', 'Telangana'),
  state('37', 'Andhra Pradesh'),
  territory('38', 'Ladakh'),
];

/**
 * The codes a GSTIN may start with, as the GST portal lists them: every state and union territory
 * above, the two retired ones registrations may still carry (25 Daman and Diu before its merger
 * into 26, 28 Andhra Pradesh before Telangana split off), 97 "Other Territory" and 99 "Centre
 * Jurisdiction".
 */
export const GSTIN_STATE_CODES: ReadonlyMap<string, string> = new Map([
  ...GST_STATES.map((entry): [string, string] => [entry.code, entry.name]),
  ['25', 'Daman and Diu'],
  ['28', 'Andhra Pradesh (before division)'],
  ['97', 'Other Territory'],
  ['99', 'Centre Jurisdiction'],
]);

/** The state or union territory with this GST code, or undefined (retired and special codes too). */
export function gstStateByCode(code: string): GstState | undefined {
  return GST_STATES.find((entry) => entry.code === code);
}
