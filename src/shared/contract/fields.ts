import { z } from 'zod';
import { isIsoDate } from '../domain/dates';

/** The largest id a `serial` column can hold: a larger one names no record and must not reach SQL. */
export const maxRecordId = 2_147_483_647;

/** A required `YYYY-MM-DD` calendar date; `requiredMessage` is the spec's text when it is missing. */
export function isoDateField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isIsoDate, 'Please enter a real date as YYYY-MM-DD');
}

export const emailField = (message: string) =>
  z.string({ error: message }).trim().max(254, 'Email address is too long').pipe(z.email(message));

/** PostgreSQL text cannot hold the NUL character, and no person types one. */
const hasNoNul = (value: string) => !value.includes('\u0000');
const nulMessage = 'Must not contain invisible control characters';

/** Free text with a sane upper bound so no field can carry megabytes. */
export const textField = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).refine(hasNoNul, nulMessage);

/** Required text of at least `min` characters; `message` is the spec's text, missing or short. */
export const requiredText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(hasNoNul, nulMessage);
