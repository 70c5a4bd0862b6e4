import { ConfigError, loadConfig } from '../../config';
import { isAllowedImageUrl, readUploadConfig } from './upload-config';
import { localEnv, productionEnv } from '../../test/config-env';

describe('upload settings', () => {
  it('defaults to the server’s own /uploads/ on its port', () => {
    expect(readUploadConfig({}, 4100)).toEqual({
      preset: 'storefront-unsigned',
      publicBaseUrl: 'http://localhost:4100/uploads/',
      allowedImageUrlPrefixes: ['http://localhost:4100/uploads/'],
      maxBytes: 5 * 1024 * 1024,
      ratePerMinute: 30,
      quotaBytes: 500 * 1024 * 1024,
      graceMs: 24 * 60 * 60 * 1000,
      localUploads: true,
    });
  });

  it('on Firestore keeps no pictures on the instance: only the named image hosts, and refuses to start without one', () => {
    const firestore = loadConfig(productionEnv({ STORAGE: 'firestore', CLOUDINARY_CLOUD_NAME: 'demo-shop' })).uploads;
    expect(firestore.localUploads).toBe(false);
    expect(firestore.allowedImageUrlPrefixes).toEqual(['https://res.cloudinary.com/demo-shop/']);
    expect(isAllowedImageUrl('http://localhost:4000/uploads/desk.jpg', firestore)).toBe(false);

    expect(() => loadConfig(productionEnv({ STORAGE: 'firestore' }))).toThrow(
      new ConfigError(
        'STORAGE=firestore keeps no pictures on the API instances: name where product pictures are hosted with ' +
          'CLOUDINARY_CLOUD_NAME (the Cloudinary cloud the admin uploads to) or IMAGE_URL_PREFIXES.',
      ),
    );
    // The emulator is a trial on one machine: its one disk serves every process.
    const trial = loadConfig(localEnv({ STORAGE: 'firestore', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).uploads;
    expect(trial.localUploads).toBe(true);
  });

  it('reads every variable; a Cloudinary cloud adds res.cloudinary.com/<cloud>/', () => {
    const config = readUploadConfig(
      {
        UPLOAD_PRESET: 'shop-preset',
        UPLOAD_PUBLIC_BASE_URL: 'https://api.shop.example.in/uploads',
        CLOUDINARY_CLOUD_NAME: 'demo-shop',
        IMAGE_URL_PREFIXES: 'https://cdn.shop.example.in/img/, ',
        UPLOAD_RATE_LIMIT: '5',
        UPLOAD_QUOTA_MB: '2048',
        UPLOAD_GRACE_HOURS: '72',
      },
      4000,
    );
    expect(config).toMatchObject({
      preset: 'shop-preset',
      publicBaseUrl: 'https://api.shop.example.in/uploads/',
      allowedImageUrlPrefixes: [
        'https://api.shop.example.in/uploads/',
        'https://res.cloudinary.com/demo-shop/',
        'https://cdn.shop.example.in/img/',
      ],
      ratePerMinute: 5,
      quotaBytes: 2048 * 1024 * 1024,
      graceMs: 72 * 60 * 60 * 1000,
    });
    expect(isAllowedImageUrl('https://res.cloudinary.com/demo-shop/image/upload/v1/desk.jpg', config)).toBe(true);
    expect(isAllowedImageUrl('https://res.cloudinary.com/other/image/upload/v1/desk.jpg', config)).toBe(false);
    expect(isAllowedImageUrl('http://res.cloudinary.com/demo-shop/image/upload/v1/desk.jpg', config)).toBe(false);
  });

  it('refuses bad values at start-up with a ConfigError', () => {
    expect(() => loadConfig(localEnv({ UPLOAD_PUBLIC_BASE_URL: 'not a url' }))).toThrow(
      new ConfigError("UPLOAD_PUBLIC_BASE_URL must be an absolute URL, got 'not a url'."),
    );
    expect(() => loadConfig(localEnv({ UPLOAD_PUBLIC_BASE_URL: 'ftp://x.example/' }))).toThrow(
      'must be an http(s) URL',
    );
    expect(() => loadConfig(localEnv({ CLOUDINARY_CLOUD_NAME: 'a/b' }))).toThrow(
      "CLOUDINARY_CLOUD_NAME is not a cloud name: 'a/b'.",
    );
    expect(() => loadConfig(localEnv({ UPLOAD_RATE_LIMIT: '0' }))).toThrow(
      "UPLOAD_RATE_LIMIT must be a whole number above 0, got '0'.",
    );
    expect(() => loadConfig(localEnv({ UPLOAD_QUOTA_MB: '1.5GB' }))).toThrow(
      new ConfigError("UPLOAD_QUOTA_MB must be a whole number above 0, got '1.5GB'."),
    );
    expect(() => loadConfig(localEnv({ UPLOAD_QUOTA_MB: '-1' }))).toThrow(
      "UPLOAD_QUOTA_MB must be a whole number above 0, got '-1'.",
    );
    expect(() => loadConfig(localEnv({ UPLOAD_GRACE_HOURS: '0' }))).toThrow(
      new ConfigError("UPLOAD_GRACE_HOURS must be a whole number above 0, got '0'."),
    );
    expect(() => loadConfig(localEnv({ UPLOAD_GRACE_HOURS: 'a day' }))).toThrow(
      "UPLOAD_GRACE_HOURS must be a whole number above 0, got 'a day'.",
    );
  });
});
