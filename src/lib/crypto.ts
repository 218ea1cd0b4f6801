/**
 * Body "encryption" of spec 7: a body with `encrypted: true` is sent as one AES-CBC string
 * (PKCS7 padding), key = the first 16 characters of the access token, a fixed 16-character IV.
 *
 * Security note (docs/security.md): the first 16 characters of a JWT are its base64url header,
 * which is public, so this hides nothing from anyone holding the request. It exists because the
 * common API requires it; TLS is what protects the body.
 */
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Utf8 from 'crypto-js/enc-utf8';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { BODY_IV } from '../../shared/body-iv.ts';

const CBC = CryptoJS.mode.CBC;

export function bodyKeyFromToken(accessToken: string): string {
  if (accessToken.length < 16) throw new Error('The access token is too short to derive the body key');
  return accessToken.slice(0, 16);
}

/** Encrypts a JSON-serialisable body into the Base64 string the common API expects. */
export function encryptBody(body: unknown, accessToken: string): string {
  const key = Utf8.parse(bodyKeyFromToken(accessToken));
  const iv = Utf8.parse(BODY_IV);
  return AES.encrypt(JSON.stringify(body), key, { iv, mode: CBC, padding: Pkcs7 }).toString();
}

/** The inverse, used by tests and by the stand-in common API. Throws on a wrong key or bad input. */
export function decryptBody(cipherText: string, accessToken: string): unknown {
  const key = Utf8.parse(bodyKeyFromToken(accessToken));
  const iv = Utf8.parse(BODY_IV);
  const plain = AES.decrypt(cipherText, key, { iv, mode: CBC, padding: Pkcs7 }).toString(Utf8);
  if (!plain) throw new Error('The body could not be decrypted');
  return JSON.parse(plain) as unknown;
}
