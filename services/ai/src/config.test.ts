import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('ai config', () => {
  it('when the model variables are blank, then there is no model', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db', AI_BASE_URL: '', AI_API_KEY: '' });
    expect(config.AI_BASE_URL).toBeUndefined();
    expect(config.AI_API_KEY).toBeUndefined();
    expect(config.PORT).toBe(8107);
  });

  it('when the model address is not a URL, then the service refuses to start naming it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db', AI_BASE_URL: 'not a url' })).toThrow(/AI_BASE_URL/);
  });
});
