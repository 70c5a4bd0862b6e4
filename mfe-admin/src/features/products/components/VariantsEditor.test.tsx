import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { VARIANT_MESSAGES } from 'shared-contracts/catalogue';
import { EMPTY_VARIANTS, type VariantsDraft } from '../lib/variantDraft';
import { VariantsEditor } from './VariantsEditor';

const latest: { draft: VariantsDraft } = { draft: EMPTY_VARIANTS };

function Editor({ initial }: { initial: VariantsDraft }) {
  const [draft, setDraft] = useState(initial);
  latest.draft = draft;
  return (
    <VariantsEditor
      value={draft}
      onChange={setDraft}
      pictures={['https://img.test/a.webp', 'https://img.test/b.webp']}
      defaultPrice="40000"
      disabled={false}
    />
  );
}

const twoOptions: VariantsDraft = {
  options: [
    { name: 'Size', values: ['3S', '5S'] },
    { name: 'Finish', values: ['WAL', 'TEAK'] },
  ],
  variants: [],
};

describe('VariantsEditor', () => {
  it('adds an option with its values, then every combination as labelled rows', async () => {
    const user = userEvent.setup();
    render(<Editor initial={EMPTY_VARIANTS} />);
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.type(screen.getByLabelText('Name of option 1'), 'Size');
    await user.type(screen.getByLabelText('Value 1 of Size'), '3S');
    await user.click(screen.getByRole('button', { name: 'Add a value to Size' }));
    await user.type(screen.getByLabelText('Value 2 of Size'), '5S');
    await user.click(screen.getByRole('button', { name: 'Make every combination' }));
    expect(latest.draft.variants.map((v) => v.sku)).toEqual(['3S', '5S']);
    expect(screen.getByLabelText('Price of 3S')).toHaveValue(40000);
    expect(screen.getByLabelText('Size of 5S')).toHaveValue('5S');
    // Not on sale until a compare-at price is typed.
    expect(screen.getByLabelText('Compare-at price of 3S')).toHaveValue(null);
    await user.type(screen.getByLabelText('Compare-at price of 3S'), '48000');
    expect(latest.draft.variants[0]?.compareAtPrice).toBe('48000');
    // Renaming a value renames it in the variants that chose it.
    await user.clear(screen.getByLabelText('Value 2 of Size'));
    await user.type(screen.getByLabelText('Value 2 of Size'), '6S');
    expect(latest.draft.variants[1]?.optionValues).toEqual(['6S']);
  });

  it('removes an active variant, and a removed option from every variant', async () => {
    const user = userEvent.setup();
    render(<Editor initial={twoOptions} />);
    await user.click(screen.getByRole('button', { name: 'Make every combination' }));
    expect(latest.draft.variants).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Remove 3S-WAL' }));
    expect(latest.draft.variants.map((v) => v.sku)).toEqual(['3S-TEAK', '5S-WAL', '5S-TEAK']);
    await user.click(screen.getByRole('button', { name: 'Remove option Finish' }));
    expect(latest.draft.options.map((o) => o.name)).toEqual(['Size']);
    expect(latest.draft.variants.map((v) => v.optionValues)).toEqual([['3S'], ['5S'], ['5S']]);
    // Two variants are now one combination: the server's sentence shows beside the choice.
    expect(screen.getByText(VARIANT_MESSAGES.combinationTwice('5S'))).toBeInTheDocument();
  });

  it('sets the price or stock of the selected variants at once, and of all with Select all', async () => {
    const user = userEvent.setup();
    render(<Editor initial={twoOptions} />);
    await user.click(screen.getByRole('button', { name: 'Make every combination' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 3S-WAL' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 5S-TEAK' }));
    await user.type(screen.getByLabelText('New value'), '45000');
    await user.click(screen.getByRole('button', { name: 'Set for 2 selected' }));
    expect(latest.draft.variants.map((v) => v.price)).toEqual(['45000', '40000', '40000', '45000']);

    await user.click(screen.getByRole('checkbox', { name: 'Select all variants' }));
    await user.selectOptions(screen.getByLabelText('Set for selected'), 'stock');
    await user.clear(screen.getByLabelText('New value'));
    await user.type(screen.getByLabelText('New value'), '7');
    await user.click(screen.getByRole('button', { name: 'Set for 4 selected' }));
    expect(latest.draft.variants.map((v) => v.stock)).toEqual(['7', '7', '7', '7']);
  });

  it('shows the server rule beside the cell that breaks it', async () => {
    const user = userEvent.setup();
    render(<Editor initial={twoOptions} />);
    await user.click(screen.getByRole('button', { name: 'Make every combination' }));
    const price = screen.getByLabelText('Price of 5S-WAL');
    await user.clear(price);
    await user.type(price, '0');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(VARIANT_MESSAGES.price);
    await user.clear(price);
    await user.type(price, '41000');
    expect(price).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('SKU of 3S-TEAK'));
    await user.type(screen.getByLabelText('SKU of variant 2'), 'bad sku');
    expect(screen.getByText(VARIANT_MESSAGES.sku)).toBeInTheDocument();
  });

  it('shows an archived variant as archived, with no way to remove it, and lets a variant choose pictures', async () => {
    const user = userEvent.setup();
    render(
      <Editor
        initial={{
          options: [{ name: 'Size', values: ['3S', '5S'] }],
          variants: [
            {
              key: 'k1',
              sku: 'OLD',
              optionValues: ['3S'],
              price: '100',
              compareAtPrice: '',
              stock: '0',
              status: 'archived',
              images: [],
            },
            {
              key: 'k2',
              sku: 'NEW',
              optionValues: ['5S'],
              price: '100',
              compareAtPrice: '',
              stock: '2',
              status: 'active',
              images: [],
            },
          ],
        }}
      />,
    );
    const archivedRow = screen.getByLabelText('SKU of OLD').closest('tr');
    if (!archivedRow) throw new Error('no row');
    expect(within(archivedRow).getByLabelText('Status of OLD')).toHaveValue('archived');
    expect(within(archivedRow).getByText('Archived: kept, not removed')).toBeInTheDocument();
    expect(within(archivedRow).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove NEW' })).toBeEnabled();
    await user.click(
      screen.getByRole('group', { name: 'Pictures of NEW' }).querySelectorAll('input')[1] as HTMLElement,
    );
    expect(latest.draft.variants[1]?.images).toEqual(['https://img.test/b.webp']);
  });
});
