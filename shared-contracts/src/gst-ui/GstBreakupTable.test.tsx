import { render, screen, within } from '@testing-library/react';
import { formatPaise } from '../money';
import { GstBreakupTable } from './GstBreakupTable';
import { sampleOrderTax } from '../test/gst';

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Tax breakup' }))
    .getAllByRole('row')
    .map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]);

describe('GstBreakupTable', () => {
  it('within the seller’s state: taxable value, CGST and SGST as the server sent them, and the total', () => {
    const tax = sampleOrderTax('27');
    render(<GstBreakupTable tax={tax} caption="Tax breakup" classPrefix="gst" />);
    expect(rowsOf()).toEqual([
      ['Taxable value', formatPaise(tax.totals.taxablePaise)],
      ['CGST', formatPaise(tax.totals.cgstPaise)],
      ['SGST', formatPaise(tax.totals.sgstPaise)],
      ['Total (GST included)', '₹21,999.00'],
    ]);
    expect(
      screen.getByText(/GST 2.5 % \+ 2.5 %, 9 % \+ 9 %\. Place of supply: Maharashtra \(27\)\./),
    ).toBeInTheDocument();
  });

  it('names the coupon beside the discount when given its code', () => {
    const tax = sampleOrderTax('27');
    tax.totals = { ...tax.totals, discountPaise: 100_000 };
    const { rerender } = render(
      <GstBreakupTable tax={tax} caption="Tax breakup" classPrefix="gst" couponCode="DIWALI10" />,
    );
    expect(rowsOf()[0]).toEqual(['Discount (coupon DIWALI10)', formatPaise(-100_000)]);
    rerender(<GstBreakupTable tax={tax} caption="Tax breakup" classPrefix="gst" />);
    expect(rowsOf()[0]).toEqual(['Discount', formatPaise(-100_000)]);
  });

  it('to another state: IGST only; a registered buyer is named with their GSTIN', () => {
    const tax = sampleOrderTax('08', { gstin: '08AABCU9603R1ZX', businessName: 'Jaipur Interiors' });
    render(<GstBreakupTable tax={tax} caption="Tax breakup" classPrefix="gst" />);
    expect(rowsOf()).toEqual([
      ['Taxable value', formatPaise(tax.totals.taxablePaise)],
      ['IGST', formatPaise(tax.totals.igstPaise)],
      ['Total (GST included)', '₹21,999.00'],
    ]);
    expect(screen.getByText(/Place of supply: Rajasthan \(08\)/)).toBeInTheDocument();
    expect(screen.getByText('Billed to Jaipur Interiors, GSTIN 08AABCU9603R1ZX.')).toBeInTheDocument();
  });

  it('shows the figures it is given, not its own sums (the server decides), and says an assumed place of supply', () => {
    const tax = { ...sampleOrderTax('27'), placeOfSupplyAssumed: true };
    tax.totals = { ...tax.totals, taxablePaise: 100, cgstPaise: 7, sgstPaise: 7, chargedPaise: 114 };
    render(<GstBreakupTable tax={tax} caption="Tax breakup" classPrefix="gst" />);
    expect(rowsOf()).toEqual([
      ['Taxable value', '₹1.00'],
      ['CGST', '₹0.07'],
      ['SGST', '₹0.07'],
      ['Total (GST included)', '₹1.14'],
    ]);
    expect(screen.getByText(/the seller’s state \(no state was given\)/)).toBeInTheDocument();
  });
});
