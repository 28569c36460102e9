import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, clientAddresses, postFrom } from '../../../tests/helpers/app';
import { contactMessages, customerLeads } from '../db/schema';
import { contactRateLimit } from './contact';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

const fullBody = {
  name: 'Ana Rolle',
  email: 'ana@example.com',
  phoneNumber: '+1 242 555 0100',
  contactType: 'booking',
  subject: 'Entire complex in March',
  message: 'Is the whole complex free for a family reunion in March?',
};

const homeBody = {
  name: 'Ben Carter',
  email: 'ben@example.com',
  message: 'Do you offer airport transfers?',
};

const newClientAddress = clientAddresses('10.0.0');

const postContact = (payload: unknown, remoteAddress = newClientAddress()) =>
  postFrom(app, '/api/contact', payload, remoteAddress);

async function storedCounts() {
  const [messages] = await app.db.select({ total: count() }).from(contactMessages);
  const [leads] = await app.db.select({ total: count() }).from(customerLeads);
  return { messages: messages?.total, leads: leads?.total };
}

const leadsFor = (email: string) =>
  app.db
    .select()
    .from(customerLeads)
    .where(sql`lower(${customerLeads.email}) = lower(${email})`);

describe('POST /api/contact', () => {
  it('stores a full message and creates a new website lead', async () => {
    const response = await postContact(fullBody);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      message: "Thank you for your message! We'll get back to you soon.",
    });

    const [stored] = await app.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.id} = ${body.id}`);
    expect(stored).toMatchObject(fullBody);

    const leads = await leadsFor(fullBody.email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: fullBody.name,
      phone: fullBody.phoneNumber,
      message: fullBody.message,
      source: 'website',
      status: 'new',
    });
  });

  it('accepts the home page form (name, email, message) with a general type and a subject', async () => {
    const response = await postContact(homeBody);
    expect(response.statusCode).toBe(201);
    const [stored] = await app.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.id} = ${response.json().id}`);
    expect(stored).toMatchObject({
      ...homeBody,
      contactType: 'general',
      subject: 'Website enquiry',
      phoneNumber: null,
    });
    expect(await leadsFor(homeBody.email)).toHaveLength(1);
  });

  it('trims the text it stores', async () => {
    const response = await postContact({
      ...homeBody,
      name: '  Cara Lee ',
      email: ' cara@example.com ',
    });
    expect(response.statusCode).toBe(201);
    const [lead] = await leadsFor('cara@example.com');
    expect(lead).toMatchObject({ name: 'Cara Lee', email: 'cara@example.com' });
  });

  it('answers 400 with the message of every invalid field', async () => {
    const response = await postContact({
      name: 'A',
      email: 'not-an-email',
      phoneNumber: 'x'.repeat(41),
      contactType: 'sales',
      subject: 'x',
      message: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name must be at least 2 characters',
      errors: {
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        phoneNumber: 'Must be at most 40 characters',
        contactType: 'Please select a contact type.',
        subject: 'Subject must be at least 2 characters.',
        message: 'Message must be at least 10 characters',
      },
    });
  });

  it('gives the spec message when a required field is missing', async () => {
    const response = await postContact({});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    });
  });

  it('refuses unknown fields, naming them', async () => {
    const response = await postContact({ ...homeBody, status: 'active', source: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      status: 'This field is not allowed',
      source: 'This field is not allowed',
    });
  });

  it('stores nothing when the request is refused', async () => {
    const before = await storedCounts();
    await postContact({ ...fullBody, email: 'nope' });
    await postContact({ ...fullBody, extra: true });
    await postContact({ ...fullBody, message: '' });
    expect(await storedCounts()).toEqual(before);
  });

  it('keeps one lead per e-mail whatever its case, updated by each new message', async () => {
    const first = await postContact({
      ...homeBody,
      name: 'Dana',
      email: 'Dana.Smith@Example.com',
      phoneNumber: '+1 242 555 0101',
    });
    expect(first.statusCode).toBe(201);
    const [lead] = await leadsFor('dana.smith@example.com');
    expect(lead?.status).toBe('new');

    // Staff have started working on the lead; a new message must not reset that.
    await app.db
      .update(customerLeads)
      .set({ status: 'active' })
      .where(sql`${customerLeads.id} = ${lead?.id}`);

    const second = await postContact({
      name: 'Dana Smith',
      email: 'dana.smith@example.com',
      message: 'A second question about late check-in.',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().id).not.toBe(first.json().id);

    const leads = await leadsFor('DANA.SMITH@example.com');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      id: lead?.id,
      name: 'Dana Smith',
      email: 'Dana.Smith@Example.com',
      // A message without a phone keeps the one already known.
      phone: '+1 242 555 0101',
      message: 'A second question about late check-in.',
      status: 'active',
      source: 'website',
    });
    const messages = await app.db
      .select()
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = 'dana.smith@example.com'`);
    expect(messages).toHaveLength(2);
  });

  it('keeps one lead when the same new sender writes several times at once', async () => {
    const emails = ['eve@example.com', 'Eve@example.com', 'EVE@EXAMPLE.COM'];
    const responses = await Promise.all(
      emails.map((email) => postContact({ ...homeBody, name: 'Eve', email })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(await leadsFor('eve@example.com')).toHaveLength(1);
  });

  it('answers 429 with a clear message after the limit, for that address only', async () => {
    const address = newClientAddress();
    for (let sent = 0; sent < contactRateLimit.max; sent++) {
      expect((await postContact(homeBody, address)).statusCode).toBe(201);
    }
    const refused = await postContact(homeBody, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many messages sent from this connection. Please try again in 10 minutes.',
    });
    expect(refused.headers['retry-after']).toBeDefined();

    expect((await postContact(homeBody)).statusCode).toBe(201);
  });
});

describe('POST /api/contact when the lead cannot be written', () => {
  it('stores no message either', async () => {
    const failing = await buildTestApp();
    try {
      await failing.db.execute(
        sql`alter table customer_leads add constraint refuse_test_lead check (name <> 'Refused Lead')`,
      );
      const response = await failing.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...homeBody, name: 'Refused Lead' },
      });
      expect(response.statusCode).toBe(500);
      const [messages] = await failing.db.select({ total: count() }).from(contactMessages);
      expect(messages?.total).toBe(0);
    } finally {
      await failing.close();
    }
  });
});
