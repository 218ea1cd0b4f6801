/**
 * The fixed initialisation vector of spec 7's body encryption, shared by the portal (src/lib/crypto.ts) and the
 * common API's stand-in (server/stand-in/body-cipher.ts): 16 characters.
 */
export const BODY_IV = 'A7f3Q9x2L5m8R1t4';
