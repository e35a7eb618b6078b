import { FREE_CANCELLATION_HOURS } from '@suvarna/contracts';

/** The chain's policies as the contact page's FAQ and the booking rules state them: the concierge's policy passages. */
export const policies: readonly { title: string; text: string }[] = [
  {
    title: 'Check-in and check-out',
    text: 'Check-in begins at 2:00 PM and check-out is until 12:00 noon. Early arrival and late departure can be arranged on request, subject to availability.',
  },
  {
    title: 'Cancellation policy',
    text: `Most bookings can be cancelled up to 24-48 hours before arrival without a charge. Online, a booking can be cancelled free of charge with a full refund until ${FREE_CANCELLATION_HOURS} hours before check-in day; after that please call our reservations team.`,
  },
  {
    title: 'Payment',
    text: 'Bookings are paid by card through a secure checkout after you confirm your rooms. Prices are in rupees per night; taxes and fees of 12 percent are added to the room rate. Rooms are held for you while the payment session is open; refunds of cancelled bookings go back to the same card.',
  },
  {
    title: 'Pets',
    text: 'Several of our resorts welcome well-behaved pets with prior arrangement. Please contact us before booking so that we can confirm the property and prepare for your companion.',
  },
  {
    title: 'Children and families',
    text: 'Children are welcome at every Suvarna hotel. Each room type lists how many guests it holds; families can book several rooms in one booking, and properties with a Kids Club offer supervised play.',
  },
  {
    title: 'AI concierge',
    text: 'Our AI concierge answers questions, suggests experiences and arranges requests at any hour, in conversation. Whenever you prefer a personal touch, our guest relations team takes over seamlessly.',
  },
];
