import { amountInWords } from './words';

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [1_01, 'Rupees One and One Paise Only'],
    [19_00, 'Rupees Nineteen Only'],
    [45_99, 'Rupees Forty Five and Ninety Nine Paise Only'],
    [100_00, 'Rupees One Hundred Only'],
    [1_000_00, 'Rupees One Thousand Only'],
    [12_999_00, 'Rupees Twelve Thousand Nine Hundred Ninety Nine Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [1_23_456_78, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'],
    [10_05_010_10, 'Rupees Ten Lakh Five Thousand Ten and Ten Paise Only'],
    [99_99_999_99, 'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [12_34_56_789_00, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only'],
    [1_000_00_00_000_00, 'Rupees One Thousand Crore Only'],
    [120_00_00_000_05, 'Rupees One Hundred Twenty Crore and Five Paise Only'],
    [120_000_00_00_000_05, 'Rupees One Lakh Twenty Thousand Crore and Five Paise Only'],
  ])('%d paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %d paise', (paise) => {
    expect(() => amountInWords(paise)).toThrow(RangeError);
  });
});
