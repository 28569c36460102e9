import { format, parseISO } from 'date-fns';
import { arrival, property } from '../../../shared/content/property';
import { villaById } from '../../../shared/content/villas';
import { contactTypeLabels } from '../../../shared/contract/contact';
import { cancellationRefundTier } from '../../../shared/domain/booking-rules';
import { nightsBetween, type IsoDate } from '../../../shared/domain/dates';
import { formatUsdCents } from '../../../shared/domain/money';
import { privateArrival } from './private-arrival';
import { renderEmail, type EmailContent, type RenderedEmail } from './layout';

/** What the booking e-mails say about a booking. */
export interface BookingFacts {
  id: number;
  bookingReference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  guests: number;
  startDate: IsoDate;
  endDate: IsoDate;
  isEntireComplex: boolean;
  villaIds: number[];
  totalPriceCents: number;
  /** Cents authorized, or captured once the payment succeeded. */
  stripePaymentAmount: number | null;
  specialRequests: string | null;
}

export interface ContactFacts {
  name: string;
  email: string;
  phoneNumber: string | null;
  contactType: string;
  subject: string | null;
  message: string;
}

const { pricing, hostInfo, policies } = property;

function longDate(date: IsoDate): string {
  return format(parseISO(date), 'EEEE d MMMM yyyy');
}

function villaNames(booking: BookingFacts): string {
  if (booking.isEntireComplex) return 'The entire complex (all four villas)';
  const names = booking.villaIds.map((id) => villaById(id)?.name ?? `Villa ${id}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
}

function stayDetails(booking: BookingFacts): [string, string][] {
  const nights = nightsBetween(booking.startDate, booking.endDate);
  return [
    ['Reference', booking.bookingReference],
    ['Check-in', `${longDate(booking.startDate)}, from ${pricing.checkIn}`],
    ['Check-out', `${longDate(booking.endDate)}, by ${pricing.checkOut}`],
    ['Nights', String(nights)],
    [
      booking.isEntireComplex || booking.villaIds.length === 1 ? 'Villa' : 'Villas',
      villaNames(booking),
    ],
    ['Guests', String(booking.guests)],
  ];
}

const contactParagraph = `Questions in the meantime? Reply to this e-mail, write to ${property.contact.email} or call or WhatsApp us on ${property.contact.phone} (${hostInfo.responseHours}).`;

function bookingReceived(booking: BookingFacts): EmailContent {
  const total = formatUsdCents(booking.totalPriceCents);
  return {
    subject: `We have your request ${booking.bookingReference}`,
    preheader: `Your card is authorized for ${total}, not charged. We reply ${policies.reviewWindow}.`,
    heading: 'Your request is with us',
    greeting: `Dear ${booking.firstName},`,
    paragraphs: [
      `Thank you for choosing ${property.name}. Your request to stay with us has arrived, and the nights below are held for you while we review it.`,
      `Your card is authorized for ${total}, not charged, until we approve your request.`,
    ],
    details: [...stayDetails(booking), ['Total', `${total}, taxes and cleaning included`]],
    sections: [
      {
        heading: 'What happens next',
        paragraphs: [
          `Our team reviews every request personally and replies ${policies.reviewWindow}. Once we approve it, your card is charged and you receive your confirmation with the villas' exact address.`,
          'Should we be unable to host you, the authorization is released at once and nothing is charged.',
        ],
      },
    ],
    signOff: `${contactParagraph}\n\nWarm regards,\n${hostInfo.name}`,
  };
}

function bookingNewForStaff(booking: BookingFacts, dashboardUrl: string): EmailContent {
  return {
    subject: `New booking request ${booking.bookingReference}: ${booking.firstName} ${booking.lastName}, ${booking.startDate} to ${booking.endDate}`,
    preheader: `${villaNames(booking)}, ${booking.guests} guests, ${formatUsdCents(booking.totalPriceCents)} authorized.`,
    heading: 'A new booking request',
    greeting: 'Hello team,',
    paragraphs: [
      `${booking.firstName} ${booking.lastName} has requested a stay, and the card is authorized. Please approve or reject the request ${policies.reviewWindow}: the authorization expires if it is left too long.`,
    ],
    details: [
      ...stayDetails(booking),
      ['Authorized', formatUsdCents(booking.stripePaymentAmount ?? booking.totalPriceCents)],
      ['Guest e-mail', booking.email],
      ['Guest phone', booking.phone],
    ],
    quote: booking.specialRequests
      ? { heading: 'Special requests', text: booking.specialRequests }
      : undefined,
    action: { label: 'Review the request', url: dashboardUrl },
    signOff: `${property.name} booking system`,
  };
}

function bookingApproved(booking: BookingFacts): EmailContent {
  const charged = formatUsdCents(booking.stripePaymentAmount ?? booking.totalPriceCents);
  return {
    subject: `Your stay is confirmed: ${booking.bookingReference}`,
    preheader: `We look forward to welcoming you on ${longDate(booking.startDate)}.`,
    heading: 'Your stay is confirmed',
    greeting: `Dear ${booking.firstName},`,
    paragraphs: [
      `Wonderful news: your stay at ${property.name} is confirmed. We have charged ${charged} to your card, and the villas are ready and waiting for you.`,
    ],
    details: [...stayDetails(booking), ['Charged', charged]],
    sections: [
      {
        heading: 'Where to find us',
        paragraphs: [
          `${privateArrival.streetAddress}, ${privateArrival.locality}`,
          privateArrival.directions,
        ],
      },
      {
        heading: 'Arriving',
        paragraphs: [
          `Check-in is from ${pricing.checkIn} and check-out by ${pricing.checkOut}. Check-in is self-service, at your own pace: we send your door code three days before your arrival.`,
          arrival.directions.find((step) => step.id === 'from-airport')?.text ?? '',
        ].filter(Boolean),
      },
      {
        heading: 'Should your plans change',
        paragraphs: [...policies.cancellation],
      },
    ],
    signOff: `${contactParagraph}\n\nUntil soon,\n${hostInfo.name}`,
  };
}

function bookingRejected(booking: BookingFacts): EmailContent {
  return {
    subject: `About your request ${booking.bookingReference}`,
    preheader: 'Your card authorization has been released; nothing was charged.',
    heading: 'We are sorry we cannot host you',
    greeting: `Dear ${booking.firstName},`,
    paragraphs: [
      `Thank you for your interest in ${property.name}. We are sorry that we cannot accept your request for the dates below.`,
      'The authorization on your card has been released and nothing was charged. Depending on your bank, the amount can take a few days to show as available again.',
      `Other dates may well be open: we would be delighted to help you find them at ${property.siteUrl}${hostInfo.bookingUrl}.`,
    ],
    details: stayDetails(booking),
    signOff: `${contactParagraph}\n\nWith our apologies and warm regards,\n${hostInfo.name}`,
  };
}

/** What the cancellation policy says about the money, at the moment of cancelling. */
function refundParagraph(booking: BookingFacts, cancelledOn: IsoDate): string {
  const captured = booking.stripePaymentAmount;
  if (captured === null) {
    return 'The authorization on your card has been released and nothing was charged.';
  }
  const terms = policies.cancellationTerms;
  const daysBefore = nightsBetween(cancelledOn, booking.startDate);
  switch (cancellationRefundTier(daysBefore)) {
    case 'full':
      return `As the booking was cancelled at least ${terms.fullRefundDaysBefore} days before check-in, the full ${formatUsdCents(captured)} is refunded to your card under our cancellation policy.`;
    case 'partial':
      return `As the booking was cancelled ${daysBefore} days before check-in, our cancellation policy keeps the first night and refunds ${terms.partialRefundPercent}% of the remaining nights to your card.`;
    case 'none':
      return `As the booking was cancelled within ${terms.partialRefundDaysBefore * 24} hours of check-in, our cancellation policy does not provide a refund.`;
  }
}

function bookingCancelled(
  booking: BookingFacts,
  wasCaptured: boolean,
  cancelledOn: IsoDate,
): EmailContent {
  const facts = wasCaptured ? booking : { ...booking, stripePaymentAmount: null };
  return {
    subject: `Your booking ${booking.bookingReference} is cancelled`,
    preheader: 'The nights below are no longer reserved for you.',
    heading: 'Your booking is cancelled',
    greeting: `Dear ${booking.firstName},`,
    paragraphs: [
      'This is to confirm that your booking below has been cancelled and its nights released.',
      refundParagraph(facts, cancelledOn),
    ],
    details: stayDetails(booking),
    signOff: `${contactParagraph}\n\nWe hope to welcome you another time,\n${hostInfo.name}`,
  };
}

function contactForStaff(message: ContactFacts, dashboardUrl: string): EmailContent {
  const topic =
    contactTypeLabels[message.contactType as keyof typeof contactTypeLabels] ?? 'General';
  return {
    subject: `New message from ${message.name}: ${message.subject ?? topic}`,
    preheader: message.message.slice(0, 120),
    heading: 'A new message from the website',
    greeting: 'Hello team,',
    paragraphs: [
      `${message.name} wrote through the website. Reply to this e-mail to answer them directly.`,
    ],
    details: [
      ['From', message.name],
      ['E-mail', message.email],
      ...(message.phoneNumber ? ([['Phone', message.phoneNumber]] as [string, string][]) : []),
      ['Topic', topic],
      ['Subject', message.subject ?? '(none)'],
    ],
    quote: { heading: 'Their message', text: message.message },
    action: { label: 'Open Communications', url: dashboardUrl },
    signOff: `${property.name} website`,
  };
}

function contactAcknowledgement(message: ContactFacts): EmailContent {
  return {
    subject: `Thank you for your message to ${property.name}`,
    preheader: `We reply ${hostInfo.responseTime.toLowerCase()}.`,
    heading: 'Thank you for writing to us',
    greeting: `Dear ${message.name},`,
    paragraphs: [
      `Your message has reached us, and one of our team will reply personally: ${hostInfo.responseTime.toLowerCase()}.`,
    ],
    quote: { heading: 'Your message', text: message.message },
    signOff: `${contactParagraph}\n\nWarm regards,\n${hostInfo.name}`,
  };
}

export const render = {
  bookingReceived: (booking: BookingFacts): RenderedEmail => renderEmail(bookingReceived(booking)),
  bookingNewForStaff: (booking: BookingFacts, dashboardUrl: string): RenderedEmail =>
    renderEmail(bookingNewForStaff(booking, dashboardUrl)),
  bookingApproved: (booking: BookingFacts): RenderedEmail => renderEmail(bookingApproved(booking)),
  bookingRejected: (booking: BookingFacts): RenderedEmail => renderEmail(bookingRejected(booking)),
  bookingCancelled: (booking: BookingFacts, wasCaptured: boolean, cancelledOn: IsoDate) =>
    renderEmail(bookingCancelled(booking, wasCaptured, cancelledOn)),
  contactForStaff: (message: ContactFacts, dashboardUrl: string): RenderedEmail =>
    renderEmail(contactForStaff(message, dashboardUrl)),
  contactAcknowledgement: (message: ContactFacts): RenderedEmail =>
    renderEmail(contactAcknowledgement(message)),
};
