/**
 * The common API's side of spec 7's body encryption, written with node:crypto (not crypto-js) so
 * a test can prove the two implementations agree: AES-128-CBC, PKCS7 padding, key = the first 16
 * characters of the bearer token, IV = the fixed BODY_IV, Base64 text. See src/lib/crypto.ts for
 * why this protects nothing that TLS does not.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { BODY_IV } from '../../shared/body-iv.ts';

function keyFrom(accessToken: string): Buffer {
  const key = Buffer.from(accessToken.slice(0, 16), 'utf8');
  if (key.length !== 16) throw new Error('The access token is too short to derive the body key');
  return key;
}

/** Decrypts the Base64 string the portal sends; throws on a wrong key or a damaged text. */
export function decryptBody(cipherText: string, accessToken: string): unknown {
  const decipher = createDecipheriv('aes-128-cbc', keyFrom(accessToken), Buffer.from(BODY_IV, 'utf8'));
  const plain = Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]).toString('utf8');
  return JSON.parse(plain) as unknown;
}

/** The inverse, for tests and tools. */
export function encryptBody(body: unknown, accessToken: string): string {
  const cipher = createCipheriv('aes-128-cbc', keyFrom(accessToken), Buffer.from(BODY_IV, 'utf8'));
  return Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]).toString('base64');
}
