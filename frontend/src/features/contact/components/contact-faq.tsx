import styles from './contact-faq.module.css';

const faqs = [
  {
    question: 'What is your cancellation policy?',
    answer:
      'Most bookings can be cancelled up to 24-48 hours before arrival without a charge. The exact window depends on the property and rate you chose and is shown in your confirmation e-mail and on your dashboard.',
  },
  {
    question: 'What are the check-in and check-out times?',
    answer:
      'Check-in begins at 2:00 PM and check-out is until 12:00 noon. Early arrival and late departure can be arranged on request, subject to availability.',
  },
  {
    question: 'Are pets welcome at Suvarna hotels?',
    answer:
      'Several of our resorts welcome well-behaved pets with prior arrangement. Please contact us before booking so that we can confirm the property and prepare for your companion.',
  },
  {
    question: 'How does the AI concierge work?',
    answer:
      'Our AI concierge answers questions, suggests experiences and arranges requests at any hour, in conversation. Whenever you prefer a personal touch, our guest relations team takes over seamlessly.',
  },
] as const;

/** Four common questions as an accessible disclosure list. */
export function ContactFaq() {
  return (
    <div className={styles.list}>
      {faqs.map((faq, index) => (
        <details key={faq.question} className={styles.item} open={index === 0}>
          <summary className={styles.question}>
            <span>{faq.question}</span>
            <span className={styles.marker} aria-hidden="true" />
          </summary>
          <p className={styles.answer}>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
