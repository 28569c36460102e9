import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AvailabilityQuerySchema,
  BookingRequestSchema,
  QuoteQuerySchema,
} from '../../shared/contract/booking';
import {
  bookingHorizonMonths,
  bookingStatuses,
  checkStayWindow,
} from '../../shared/domain/booking-rules';
import { addMonthsIso, todayIso } from '../../shared/domain/dates';
import { quoteStay } from '../../shared/domain/pricing';
import { RequestError } from '../plugins/errors';
import { takenStays, villaAvailability } from '../services/bookings/availability';
import { createBooking } from '../services/bookings/create-booking';

const idempotencyKeyPattern = /^[\w.:-]{8,200}$/;

/** Quotes and availability answer for the dates a guest can book, as a booking would. */
function refuseUnbookableStart(start: string, now: Date) {
  const { startDate: message } = checkStayWindow({ startDate: start }, todayIso(now));
  if (message) throw new RequestError(400, message, { start: message });
}

/** Public booking calls: quotes, availability, and requests to book (spec section 7). */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/quote', { schema: { querystring: QuoteQuerySchema } }, async (request) => {
    const { start, end, villaIds, entireComplex } = request.query;
    refuseUnbookableStart(start, app.now());
    const quote = quoteStay({
      stay: { startDate: start, endDate: end },
      villaIds: villaIds ?? [],
      isEntireComplex: entireComplex === 'true',
    });
    return { startDate: start, endDate: end, ...quote };
  });

  app.get(
    '/availability',
    { schema: { querystring: AvailabilityQuerySchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { start, end } = request.query;
      refuseUnbookableStart(start, app.now());
      return { start, end, villas: await villaAvailability(app.db, { start, end }, app.now()) };
    },
  );

  app.get(
    '/bookings/confirmed',
    {
      schema: {
        response: {
          200: z.object({
            bookings: z.array(
              z.object({
                startDate: z.string(),
                endDate: z.string(),
                status: z.enum([...bookingStatuses, 'blocked']),
                villaIds: z.array(z.number()),
              }),
            ),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const today = todayIso(app.now());
      const until = addMonthsIso(today, bookingHorizonMonths);
      return { bookings: await takenStays(app.db, { from: today, until }, app.now()) };
    },
  );

  app.post(
    '/bookings',
    {
      schema: { body: BookingRequestSchema },
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const idempotencyKey = Array.isArray(header) ? header[0] : header;
      if (idempotencyKey !== undefined && !idempotencyKeyPattern.test(idempotencyKey)) {
        throw new RequestError(
          400,
          'The Idempotency-Key header must be 8 to 200 letters, digits, dots, dashes, colons or underscores.',
        );
      }
      const booking = await createBooking(app.db, request.body, {
        now: app.now(),
        idempotencyKey,
      });
      return reply.code(201).send(booking);
    },
  );
};
