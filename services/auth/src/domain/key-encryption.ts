import { createCipheriv, createDecipheriv, createPrivateKey, randomBytes, type KeyObject } from 'node:crypto';

/*
 * Signing keys at rest: AES-256-GCM under JWT_KEY_ENCRYPTION_KEY, with the key's kid as associated
 * data, so that a sealed key cannot be passed off as another row's. Stored as
 * "v1.<iv>.<tag>.<ciphertext>" (base64url), the plaintext being the key's PKCS8 DER.
 */

const VERSION = 'v1';

export function sealPrivateKey(privateKey: KeyObject, encryptionKey: Buffer, kid: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv).setAAD(Buffer.from(kid));
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });
  const ciphertext = Buffer.concat([cipher.update(der), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function openPrivateKey(sealed: string, encryptionKey: Buffer, kid: string): KeyObject {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error(`signing key ${kid} is not stored in a known sealed form`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(kid))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    const der = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch (err) {
    throw new Error(`signing key ${kid} cannot be opened with JWT_KEY_ENCRYPTION_KEY (a different key, or a changed row)`, { cause: err });
  }
}
