import { randomInt } from 'node:crypto';

/** No 0/O or 1/I, so a reference read over the phone is never ambiguous. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short, readable, unguessable booking reference such as `BGV-7KQ3MX`. */
export function newBookingReference(): string {
  let code = '';
  for (let index = 0; index < 6; index++) code += alphabet[randomInt(alphabet.length)];
  return `BGV-${code}`;
}
