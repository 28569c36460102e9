import { z } from 'zod';
import { maxRecordId } from '../../../shared/contract/fields';

/** `:id` in a path: a positive whole number. */
export const IdParamsSchema = z.object({
  id: z.coerce
    .number('The id must be a number')
    .int()
    .positive('The id must be a positive number')
    .max(maxRecordId, 'No record has this id'),
});
