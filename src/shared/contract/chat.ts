import { z } from 'zod';
import { chatCategories } from '../content/chat-faq';
import { textField } from './fields';

/** `POST /api/chatbot`. */
export const ChatRequestSchema = z.strictObject({
  message: z
    .string({ error: 'Please type a message' })
    .trim()
    .min(1, 'Please type a message')
    .max(1000, 'Messages can be at most 1000 characters'),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/** The concierge's reply: its text and the topic that picks the suggestion chips. */
export const ChatResponseSchema = z.object({
  response: z.string(),
  category: z.enum(chatCategories),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

/** `POST /api/chatbot/feedback`. */
export const ChatFeedbackSchema = z.strictObject({
  messageText: textField(5000).min(1),
  helpful: z.boolean(),
  /** The guest's question the rated answer replied to, so staff see what was asked. */
  question: textField(1000).optional(),
});
export type ChatFeedback = z.infer<typeof ChatFeedbackSchema>;

export const ChatFeedbackResponseSchema = z.object({ id: z.number().int() });
export type ChatFeedbackResponse = z.infer<typeof ChatFeedbackResponseSchema>;
