import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast, showToast } from 'shared-contracts/toast';
import { ADMIN_API_PATHS, DEFAULT_CONFIG, FILTER_CATEGORIES, MESSAGES } from 'shared-contracts';
import { PRODUCT_TAX_MESSAGES } from 'shared-contracts/gst';
import { VARIANT_MESSAGES } from 'shared-contracts/catalogue';
import { mockApi } from '../../../test/mockApi';
import { SIGNED_IN_ADMIN, renderAdmin } from '../../../test/renderAdmin';
import { controlUpload } from '../../../test/controlUpload';
import { ImageUploadError, uploadImage } from '../api/uploadImage';
import { AddProductForm } from './AddProductForm';

jest.mock('shared-contracts/toast', () => ({ showToast: jest.fn(), dismissToast: jest.fn() }));
jest.mock('../api/uploadImage', () => ({ ...jest.requireActual('../api/uploadImage'), uploadImage: jest.fn() }));
const mockedUpload = jest.mocked(uploadImage);

const IMAGE_URL = 'http://localhost:4000/uploads/0123456789abcdef0123456789abcdef.png';
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'desk.png', { type: 'image/png' });
const text = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  const api = mockApi({ [`POST ${ADMIN_API_PATHS.products}`]: { status: 201, body: { id: 'p1' } } });
  renderAdmin(<AddProductForm />, { path: '/dashboard/add-products', auth: SIGNED_IN_ADMIN });
  const field = {
    name: screen.getByLabelText('Product name'),
    shortDesc: screen.getByLabelText('Short description'),
    description: screen.getByLabelText('Description'),
    category: screen.getByLabelText('Category'),
    price: screen.getByLabelText('Price (₹)'),
    stock: screen.getByLabelText('Stock'),
    image: screen.getByLabelText('Add pictures') as HTMLInputElement,
  };
  const fill = async ({ price = '18500', image = png() as File | null } = {}) => {
    await user.type(field.name, 'Sheesham Writing Desk');
    await user.type(field.shortDesc, 'A compact desk.');
    await user.type(field.description, 'Solid sheesham with one drawer.');
    await user.selectOptions(field.category, 'Study Table');
    if (price) await user.type(field.price, price);
    if (image) await user.upload(field.image, image);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Add Product' }));
  return { user, api, field, fill, submit };
}

describe('AddProductForm', () => {
  it('offers the 12 categories starting at Table, a number price (min 1) and an image-only file input', () => {
    const { field } = setup();
    const options = Array.from((field.category as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual([...FILTER_CATEGORIES]);
    expect(field.category).toHaveValue('Table');
    expect(field.price).toHaveAttribute('type', 'number');
    expect(field.price).toHaveAttribute('min', '1');
    expect(field.image).toHaveAttribute('accept', 'image/*');
    expect(field.stock).toHaveAttribute('type', 'number');
    expect(field.stock).toHaveValue(0);
    expect(screen.queryByRole('img', { name: 'As shoppers see it now' })).not.toBeInTheDocument();
  });

  it('sends the stock typed, and refuses one that is not a whole number', async () => {
    const { user, fill, submit, field, api } = setup();
    mockedUpload.mockResolvedValue(IMAGE_URL);
    await fill();
    await user.clear(field.stock);
    await user.type(field.stock, '2.5');
    await submit();
    expect(showToast).toHaveBeenLastCalledWith('error', 'Stock must be a whole number from 0 to 10,00,000.');
    expect(field.stock).toHaveFocus();
    await user.clear(field.stock);
    await user.type(field.stock, '12');
    await submit();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', MESSAGES.productAdded));
    expect(api.bodyOf(`POST ${ADMIN_API_PATHS.products}`)).toMatchObject({ stock: 12 });
  });

  it('has the HSN code (9403) and GST rate (18 % of 0, 5, 12, 18, 28) fields; a bad HSN is refused, the chosen ones are sent', async () => {
    const { user, fill, submit, api } = setup();
    mockedUpload.mockResolvedValue(IMAGE_URL);
    const hsn = screen.getByLabelText('HSN code');
    const rate = screen.getByLabelText('GST rate') as HTMLSelectElement;
    expect(hsn).toHaveValue('9403');
    expect(Array.from(rate.options).map((option) => option.textContent)).toEqual([
      '0 %',
      '5 %',
      '12 %',
      '18 %',
      '28 %',
    ]);
    expect(rate).toHaveValue('18');
    await fill();
    await user.clear(hsn);
    await user.type(hsn, '94');
    await submit();
    expect(showToast).toHaveBeenLastCalledWith('error', PRODUCT_TAX_MESSAGES.hsn);
    expect(hsn).toHaveFocus();
    await user.type(hsn, '01');
    await user.selectOptions(rate, '12 %');
    await submit();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', MESSAGES.productAdded));
    expect(api.bodyOf(`POST ${ADMIN_API_PATHS.products}`)).toMatchObject({ hsn: '9401', gstRatePercent: 12 });
  });

  it('"Please fill in all fields." when a field is empty, and nothing is sent', async () => {
    const { user, field, submit, api } = setup();
    await submit();
    expect(showToast).toHaveBeenLastCalledWith('error', MESSAGES.fillAllFields);
    expect(field.name).toHaveFocus();

    await user.type(field.name, 'Desk');
    await user.type(field.shortDesc, 'Short');
    await user.type(field.description, 'Long');
    await submit();
    expect(showToast).toHaveBeenLastCalledWith('error', MESSAGES.fillAllFields);
    expect(field.price).toHaveFocus();
    expect(mockedUpload).not.toHaveBeenCalled();
    expect(api.calls()).toEqual([]);
  });

  it('"Please fill in all fields." for text that is only spaces', async () => {
    const { user, field, fill, submit } = setup();
    await fill();
    await user.clear(field.shortDesc);
    await user.type(field.shortDesc, '   ');
    await submit();
    expect(showToast).toHaveBeenCalledWith('error', MESSAGES.fillAllFields);
  });

  it('"Price must be greater than zero." for 0 or less', async () => {
    const { fill, submit, field } = setup();
    await fill({ price: '0' });
    await submit();
    expect(showToast).toHaveBeenCalledWith('error', MESSAGES.priceNotPositive);
    expect(field.price).toHaveFocus();
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('"Please select an image." when the image is missing or not an image', async () => {
    const { user, fill, submit, field } = setup();
    await fill({ image: null });
    await submit();
    expect(showToast).toHaveBeenLastCalledWith('error', MESSAGES.selectImage);
    expect(field.image).toHaveFocus();

    await user.upload(field.image, text());
    await submit();
    expect(showToast).toHaveBeenLastCalledWith('error', MESSAGES.selectImage);
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('uploads with the configured URL and preset, showing progress, then adds the product and resets the form', async () => {
    const { fill, submit, field, api } = setup();
    const upload = controlUpload(mockedUpload);
    await fill();
    await submit();

    expect(showToast).toHaveBeenLastCalledWith('info', MESSAGES.uploadingImage, { id: expect.any(String) });
    const uploadToast = jest.mocked(showToast).mock.lastCall?.[2];
    expect(mockedUpload).toHaveBeenCalledWith(
      expect.objectContaining({
        url: DEFAULT_CONFIG.uploadUrl,
        preset: DEFAULT_CONFIG.uploadPreset,
        file: expect.any(File),
      }),
    );
    // The session's token is offered for the upload; uploadImage sends it only to the shop's API origin.
    const { api: session } = mockedUpload.mock.lastCall?.[0] ?? {};
    expect(session?.baseUrl).toBe(DEFAULT_CONFIG.apiBaseUrl);
    await expect(session?.getIdToken()).resolves.toBe('test-token');
    act(() => upload.progress(40));
    const bar = screen.getByRole('progressbar', { name: 'Uploading image' });
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByRole('button', { name: 'Uploading image…' })).toBeDisabled();

    await act(async () => upload.finish(IMAGE_URL));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', MESSAGES.productAdded));
    expect(dismissToast).toHaveBeenCalledWith(uploadToast?.id);
    expect(api.bodyOf(`POST ${ADMIN_API_PATHS.products}`)).toEqual({
      productName: 'Sheesham Writing Desk',
      shortDesc: 'A compact desk.',
      description: 'Solid sheesham with one drawer.',
      category: 'Study Table',
      price: 18500,
      stock: 0,
      hsn: '9403',
      gstRatePercent: 18,
      imgUrl: IMAGE_URL,
      images: [IMAGE_URL],
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(field.name).toHaveValue('');
    expect(field.description).toHaveValue('');
    expect(field.category).toHaveValue('Table');
    expect(field.price).toHaveValue(null);
    expect(field.image.value).toBe('');
    expect(screen.queryByText('Main picture (uploaded when you save)')).not.toBeInTheDocument();
    await waitFor(() => expect(field.name).toHaveFocus());
  });

  it('"Image upload failed!" when the upload fails; the product is not sent and the form keeps its values', async () => {
    const { fill, submit, field, api } = setup();
    mockedUpload.mockRejectedValue(new Error('Upload preset not found'));
    await fill();
    await submit();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', MESSAGES.imageUploadFailed));
    expect(api.calls()).toEqual([]);
    expect(field.name).toHaveValue('Sheesham Writing Desk');
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  });

  it('"Image upload failed!" and why, when the shop refuses the upload (401/403)', async () => {
    const { fill, submit, api } = setup();
    mockedUpload.mockRejectedValue(
      new ImageUploadError('Only a signed-in admin with a verified email can upload images.', 403),
    );
    await fill();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a signed-in admin with a verified email can upload images.',
    );
    expect(showToast).toHaveBeenCalledWith('error', MESSAGES.imageUploadFailed);
    expect(api.calls()).toEqual([]);

    mockedUpload.mockResolvedValue(IMAGE_URL);
    await submit();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', MESSAGES.productAdded));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Product not added!" when the server refuses; the form keeps its values', async () => {
    const { fill, submit, field, api } = setup();
    mockedUpload.mockResolvedValue(IMAGE_URL);
    api.set(`POST ${ADMIN_API_PATHS.products}`, {
      status: 400,
      body: { message: 'body/imgUrl must be an image uploaded to this shop.' },
    });
    await fill();
    await submit();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('error', MESSAGES.productNotAdded));
    expect(jest.mocked(showToast).mock.calls.map(([kind]) => kind)).not.toContain('success');
    expect(field.name).toHaveValue('Sheesham Writing Desk');
  });

  it('adds a product with 2 options and 4 variants, stock set for all at once; a bad variant or a server 400 is shown and not saved', async () => {
    const { user, fill, submit, api } = setup();
    mockedUpload.mockResolvedValue(IMAGE_URL);
    await fill({ price: '40000' });
    for (const [at, name, values] of [
      [1, 'Size', ['3S', '5S']],
      [2, 'Finish', ['WAL', 'TEAK']],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Add an option' }));
      await user.type(screen.getByLabelText(`Name of option ${at}`), name);
      await user.type(screen.getByLabelText(`Value 1 of ${name}`), values[0]);
      await user.click(screen.getByRole('button', { name: `Add a value to ${name}` }));
      await user.type(screen.getByLabelText(`Value 2 of ${name}`), values[1]);
    }
    await user.click(screen.getByRole('button', { name: 'Make every combination' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all variants' }));
    await user.selectOptions(screen.getByLabelText('Set for selected'), 'stock');
    await user.type(screen.getByLabelText('New value'), '6');
    await user.click(screen.getByRole('button', { name: 'Set for 4 selected' }));

    const price = screen.getByLabelText('Price of 5S-TEAK');
    await user.clear(price);
    await submit();
    expect(showToast).toHaveBeenLastCalledWith('error', VARIANT_MESSAGES.price);
    expect(price).toHaveFocus();
    expect(api.calls()).not.toContain(`POST ${ADMIN_API_PATHS.products}`);

    await user.type(price, '52000');
    api.set(`POST ${ADMIN_API_PATHS.products}`, {
      status: 400,
      body: { message: VARIANT_MESSAGES.skuTaken('3S-WAL') },
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(VARIANT_MESSAGES.skuTaken('3S-WAL'));

    api.set(`POST ${ADMIN_API_PATHS.products}`, { status: 201, body: { id: 'p1' } });
    await submit();
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('success', MESSAGES.productAdded));
    expect(api.bodyOf(`POST ${ADMIN_API_PATHS.products}`, 1)).toMatchObject({
      options: [
        { name: 'Size', values: ['3S', '5S'] },
        { name: 'Finish', values: ['WAL', 'TEAK'] },
      ],
      variants: [
        { sku: '3S-WAL', optionValues: ['3S', 'WAL'], price: 40000, stock: 6, status: 'active' },
        { sku: '3S-TEAK', optionValues: ['3S', 'TEAK'], price: 40000, stock: 6, status: 'active' },
        { sku: '5S-WAL', optionValues: ['5S', 'WAL'], price: 40000, stock: 6, status: 'active' },
        { sku: '5S-TEAK', optionValues: ['5S', 'TEAK'], price: 52000, stock: 6, status: 'active' },
      ],
    });
  });

  it('sends once however often it is submitted while busy', async () => {
    const { user, fill, submit } = setup();
    mockedUpload.mockReturnValue(new Promise(() => undefined));
    await fill();
    await submit();
    const busy = screen.getByRole('button', { name: 'Uploading image…' });
    await user.click(busy);
    act(() => {
      fireEvent.submit(busy.closest('form')!);
    });
    expect(mockedUpload).toHaveBeenCalledTimes(1);
  });
});
