import type { UploadImageOptions } from '../features/products/api/uploadImage';

export interface ControlledUpload {
  /** Reports upload progress (0-100) as the image service would. */
  progress: (percent: number) => void;
  /** Ends the upload with this secure_url. */
  finish: (url: string) => void;
}

/** Makes the mocked uploadImage wait, so a test sees the progress bar and ends the upload by hand. */
export function controlUpload(
  mocked: jest.MockedFunction<(options: UploadImageOptions) => Promise<string>>,
): ControlledUpload {
  let report: UploadImageOptions['onProgress'];
  let finish: (url: string) => void = () => undefined;
  mocked.mockImplementation((options) => {
    report = options.onProgress;
    return new Promise((resolve) => {
      finish = resolve;
    });
  });
  return { progress: (percent) => report?.(percent), finish: (url) => finish(url) };
}
