import { parseEnv } from './env-schema';

describe('build environment', () => {
  it('defaults to the demo tenant on the same origin', () => {
    expect(parseEnv({})).toEqual({ VITE_DEFAULT_TENANT: 'demo', VITE_API_URL: '' });
  });

  it('accepts a tenant slug and an API address', () => {
    expect(
      parseEnv({ VITE_DEFAULT_TENANT: 'acme-corp', VITE_API_URL: 'https://api.acme.test' }),
    ).toEqual({ VITE_DEFAULT_TENANT: 'acme-corp', VITE_API_URL: 'https://api.acme.test' });
  });

  it('names every bad variable at once', () => {
    expect(() => parseEnv({ VITE_DEFAULT_TENANT: 'Not A Slug', VITE_API_URL: 'nope' })).toThrow(
      /VITE_DEFAULT_TENANT.*VITE_API_URL/,
    );
  });
});
