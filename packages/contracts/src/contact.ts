import { z } from 'zod';

export const contactTypes = ['inquiry', 'booking', 'corporate', 'feedback'] as const;
export type ContactType = (typeof contactTypes)[number];
export const contactTypeLabels: Record<ContactType, string> = {
  inquiry: 'General Inquiry',
  booking: 'Booking Support',
  corporate: 'Corporate Partnerships',
  feedback: 'Feedback & Suggestions',
};

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactMessageSchema = z.object({
  name: required('Name', 120),
  email: required('Email', 254).pipe(z.email('Email must be a valid e-mail address')),
  phone: required('Phone', 40).regex(/^\+?[0-9\s\-()]{6,}$/, 'Phone must contain only digits, spaces, dashes and parentheses'),
  subject: required('Subject', 200),
  message: required('Message', 5000),
  type: z.enum(contactTypes, { error: `Type must be one of ${contactTypes.join(', ')}` }).default('inquiry'),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactResponseSchema = z.object({ message: z.string() });
