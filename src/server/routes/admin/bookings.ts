import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminBookingsQuerySchema, NoteCreateSchema } from '../../../shared/contract/admin';
import { BookingApprovalSchema, BookingStatusUpdateSchema } from '../../../shared/contract/booking';
import { signedInStaff } from '../../plugins/session';
import {
  approveBooking,
  changeBookingStatus,
  findBooking,
  listBookings,
  rejectBooking,
} from '../../services/admin/bookings';
import { addNote, listNotes } from '../../services/admin/notes';
import { paymentContextOf } from '../../services/payments/payment-service';
import { IdParamsSchema } from './params';

/** Bookings administration: the list, status moves, approve / reject and notes. */
export const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = paymentContextOf(app);

  app.get('/bookings', { schema: { querystring: AdminBookingsQuerySchema } }, async (request) =>
    listBookings(app.db, request.query),
  );

  app.get('/bookings/:id', { schema: { params: IdParamsSchema } }, async (request) =>
    findBooking(app.db, request.params.id),
  );

  app.patch(
    '/bookings/:id/status',
    { schema: { params: IdParamsSchema, body: BookingStatusUpdateSchema } },
    async (request) =>
      changeBookingStatus(
        payments,
        request.params.id,
        request.body.status,
        signedInStaff(request).id,
      ),
  );

  app.patch(
    '/bookings/:id/approval',
    { schema: { params: IdParamsSchema, body: BookingApprovalSchema } },
    async (request) => {
      const decide = request.body.approved ? approveBooking : rejectBooking;
      return decide(payments, request.params.id, signedInStaff(request).id);
    },
  );

  app.get('/bookings/:id/notes', { schema: { params: IdParamsSchema } }, async (request) =>
    listNotes(app.db, request.params.id),
  );

  app.post(
    '/bookings/:id/notes',
    { schema: { params: IdParamsSchema, body: NoteCreateSchema } },
    async (request, reply) => {
      const note = await addNote(app.db, request.params.id, request.body, {
        adminId: signedInStaff(request).id,
        now: app.now(),
      });
      return reply.code(201).send(note);
    },
  );
};
