/**
 * spec 7 body encryption: the portal's crypto-js implementation against an independent one
 * (node:crypto, written here), a pinned vector, and the stand-in common API's decryption.
 */
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptBody as standInDecrypt } from '../../server/stand-in/body-cipher.ts';
import { BODY_IV } from '../../shared/body-iv.ts';
import { encryptBody } from '../../src/lib/crypto.ts';

// A real access token starts with its base64url header: the key is its first 16 characters.
const TOKEN = 'eyJhbGciOiJFUzI1NiIsImtpZCI6InN0YW5kLWluIiwidHlwIjoiSldUIn0.eyJzdWIiOiI1MDAxIn0.signature';
const body = { id: 27, encrypted: true };

function nodeEncrypt(plain: string, key: string, iv: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}
function nodeDecrypt(cipherText: string, key: string, iv: string): string {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]).toString('utf8');
}

describe('body encryption (spec 7: AES-CBC, PKCS7, key = first 16 characters of the token, fixed IV)', () => {
  it('matches a pinned vector', () => {
    expect(BODY_IV).toHaveLength(16);
    expect(encryptBody(body, TOKEN)).toBe('URsqmkqWuzKMKE3ZN4Q5sd/pp7x5gVQ0mCFaf7zRcvc=');
  });

  it('is what node:crypto produces with the same key and IV, and node:crypto decrypts it', () => {
    const cipherText = encryptBody(body, TOKEN);
    expect(cipherText).toBe(nodeEncrypt(JSON.stringify(body), TOKEN.slice(0, 16), BODY_IV));
    expect(JSON.parse(nodeDecrypt(cipherText, TOKEN.slice(0, 16), BODY_IV))).toEqual(body);
  });

  it('pads with PKCS7: a 16-byte body gains a whole block', () => {
    const sixteen = 'x'.repeat(14); // JSON.stringify adds the two quotes
    const cipherText = encryptBody(sixteen, TOKEN);
    expect(Buffer.from(cipherText, 'base64')).toHaveLength(32);
    expect(JSON.parse(nodeDecrypt(cipherText, TOKEN.slice(0, 16), BODY_IV))).toBe(sixteen);
  });

  it('the stand-in common API decrypts it; another token cannot', () => {
    const cipherText = encryptBody({ url: 'https://apps.example.com/dispatch' }, TOKEN);
    expect(standInDecrypt(cipherText, TOKEN)).toEqual({ url: 'https://apps.example.com/dispatch' });
    expect(() => standInDecrypt(cipherText, `X${TOKEN.slice(1)}`)).toThrow();
  });

  it('refuses a token shorter than the key', () => {
    expect(() => encryptBody(body, 'short')).toThrow(/too short/);
  });
});
