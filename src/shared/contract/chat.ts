import { z } from 'zod';

/** `POST /api/chatbot`. */
export const ChatRequestSchema = z.strictObject({
  message: z
    .string({ error: 'Please type a message' })
    .trim()
    .min(1, 'Please type a message')
    .max(1000, 'Messages can be at most 1000 characters'),
});

/** `POST /api/chatbot/feedback`. */
export const ChatFeedbackSchema = z.strictObject({
  messageText: z.string().trim().min(1).max(5000),
  helpful: z.boolean(),
});
