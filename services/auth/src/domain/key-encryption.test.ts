import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openPrivateKey, sealPrivateKey } from './key-encryption';

describe('sealed signing keys', () => {
  const { privateKey } = generateKeyPairSync('ed25519');
  const encryptionKey = randomBytes(32);

  it('when a key is sealed and opened with the same encryption key and kid, then it is the same key, and the PEM is not in the sealed text', () => {
    const sealed = sealPrivateKey(privateKey, encryptionKey, 'kid-1');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const der = privateKey.export({ format: 'der', type: 'pkcs8' });
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(pem.split('\n')[1]);
    expect(sealed).not.toContain(der.toString('base64url'));
    expect(openPrivateKey(sealed, encryptionKey, 'kid-1').export({ format: 'pem', type: 'pkcs8' }).toString()).toBe(pem);
  });

  it('when opened with another encryption key or under another kid, then it refuses', () => {
    const sealed = sealPrivateKey(privateKey, encryptionKey, 'kid-1');
    expect(() => openPrivateKey(sealed, randomBytes(32), 'kid-1')).toThrow(/cannot be opened/);
    expect(() => openPrivateKey(sealed, encryptionKey, 'kid-2')).toThrow(/cannot be opened/);
  });

  it('when one byte of the sealed text changes, then it refuses', () => {
    const sealed = sealPrivateKey(privateKey, encryptionKey, 'kid-1');
    const last = sealed.at(-1) === 'A' ? 'B' : 'A';
    expect(() => openPrivateKey(`${sealed.slice(0, -1)}${last}`, encryptionKey, 'kid-1')).toThrow(/cannot be opened/);
  });
});
