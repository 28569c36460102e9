import { eq } from 'drizzle-orm';
import { BookingRequestSchema } from '../../../shared/contract/booking';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { openDatabase } from '../../db/client';
import { bookings } from '../../db/schema';
import { createBooking } from '../bookings/create-booking';
import {
  evaluationBooking,
  evaluationCases,
  evaluationNow,
  judgeAnswer,
  type EvaluationResult,
} from './evaluation';

/**
 * Asks every evaluation question through `POST /api/chatbot` of a real app on a fresh in-memory
 * database, with the evaluation's clock and its one confirmed booking.
 */
export async function runEvaluation(): Promise<EvaluationResult[]> {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off' }),
    database: await openDatabase({ dataDir: 'memory://' }),
    logger: false,
    now: () => evaluationNow,
    sweepHolds: false,
  });
  try {
    const booked = await createBooking(
      app.db,
      BookingRequestSchema.parse({
        firstName: 'Eva',
        lastName: 'Luation',
        email: 'eva@example.com',
        phone: '+1 242 555 0100',
        guests: 2,
        agreeToTerms: true,
        ...evaluationBooking,
      }),
      { now: evaluationNow },
    );
    await app.db
      .update(bookings)
      .set({ status: 'confirmed' })
      .where(eq(bookings.id, booked.bookingId));

    const results: EvaluationResult[] = [];
    for (const testCase of evaluationCases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/chatbot',
        payload: { message: testCase.question },
      });
      const answer =
        response.statusCode === 200 ? response.json().response : `HTTP ${response.statusCode}`;
      results.push(judgeAnswer(testCase, answer));
    }
    return results;
  } finally {
    await app.close();
  }
}
