import type { ContactMessage } from '@suvarna/contracts';
import type { Queryable } from '@suvarna/platform';

export async function insertContactMessage(db: Queryable, id: string, message: ContactMessage): Promise<void> {
  await db.query(
    `INSERT INTO contact_messages (id, name, email, phone, subject, message, type) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, message.name, message.email, message.phone, message.subject, message.message, message.type],
  );
}
