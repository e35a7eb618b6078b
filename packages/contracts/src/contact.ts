import { z } from 'zod';
import { multiLineText, singleLineText } from './text';

export const contactTypes = ['inquiry', 'booking', 'corporate', 'feedback'] as const;
export type ContactType = (typeof contactTypes)[number];
export const contactTypeLabels: Record<ContactType, string> = {
  inquiry: 'General Inquiry',
  booking: 'Booking Support',
  corporate: 'Corporate Partnerships',
  feedback: 'Feedback & Suggestions',
};

export const contactMessageSchema = z.object({
  name: singleLineText('Name', 120),
  email: singleLineText('Email', 254).pipe(z.email('Email must be a valid e-mail address')),
  phone: singleLineText('Phone', 40).pipe(z.string().regex(/^\+?[0-9\s\-()]{6,}$/, 'Phone must contain only digits, spaces, dashes and parentheses')),
  subject: singleLineText('Subject', 200),
  message: multiLineText('Message', 5000),
  type: z.enum(contactTypes, { error: `Type must be one of ${contactTypes.join(', ')}` }).default('inquiry'),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
/** What the sender is told to quote: short, and derived from the message's id. */
export function contactReference(messageId: string): string {
  return `C-${messageId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** POST /api/contact: the message to show, which quotes the reference the sender can give when they call. */
export const contactResponseSchema = z.object({ message: z.string(), id: z.string().optional(), reference: z.string().optional() });
