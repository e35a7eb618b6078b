import type { LegalSection } from './legal-document';

export const LEGAL_EMAIL = 'legal@suvarnahotels.in';

export const termsIntro = (
  <p>
    These terms govern your use of the Suvarna Hotels &amp; Resorts website and AI assistants, and every booking you make
    with us. Please read them before you book; by creating an account or completing a booking, you accept them.
  </p>
);

export const termsSections: readonly LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About These Terms',
    content: (
      <p>
        “Suvarna”, “we” and “us” mean Suvarna Hotels &amp; Resorts, with its corporate office in New Delhi. “You” means the
        person using the site or making a booking. Individual properties may have house rules, displayed at the property,
        that add to these terms.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your Account',
    content: (
      <ul>
        <li>You must be at least 18 years old to create an account or make a booking.</li>
        <li>Please give accurate details and keep them up to date; we use them to confirm and manage your stays.</li>
        <li>Keep your password private. You are responsible for bookings made with your account until you tell us it has been misused.</li>
        <li>We may suspend an account used fraudulently or in breach of these terms.</li>
      </ul>
    ),
  },
  {
    id: 'bookings',
    title: 'Bookings',
    content: (
      <>
        <p>
          A booking is confirmed only once payment has succeeded and we have issued a <strong>confirmation code</strong>,
          shown on your dashboard and sent by e-mail. Until then, rooms are held for a short time but not guaranteed.
        </p>
        <ul>
          <li>Rooms are subject to availability and to the capacity shown for each room type.</li>
          <li>Check-in is from 2:00 PM and check-out until 12:00 noon, unless the property confirms otherwise.</li>
          <li>Every adult guest must show valid government photo identification at check-in; foreign nationals must present a passport and valid visa, as Indian law requires.</li>
          <li>Pre-opening and future properties cannot yet be booked; opening dates shown for them are indicative and may change.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'pricing-and-payment',
    title: 'Pricing & Payment',
    content: (
      <>
        <p>
          All prices are in <strong>Indian rupees (INR)</strong>, per room, per night. The room total is the nightly price
          times the number of rooms times the number of nights. <strong>Taxes and fees of 12%</strong> are added to the room
          total, and the full amount, rounded to the nearest rupee, is shown before you pay.
        </p>
        <p>
          Payment is taken in full at the time of booking by card, on the secure checkout page of our card payment
          processor. Rates may change until your booking is confirmed; a confirmed booking keeps the price you paid.
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellations & Changes',
    content: (
      <ul>
        <li>Most bookings can be cancelled up to 24-48 hours before arrival without charge; the exact window of your rate is stated in your confirmation.</li>
        <li>Later cancellations and no-shows may be charged the first night’s stay, including taxes and fees.</li>
        <li>Refunds are made to the card used for payment, usually within 5 to 10 working days, depending on your bank.</li>
        <li>If a checkout is abandoned or a payment fails, no booking is made and nothing is charged.</li>
        <li>If we ever have to cancel your booking, we will refund you in full and help you find an alternative stay.</li>
      </ul>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    content: (
      <>
        <p>
          We welcome honest reviews. Reviews must describe your own experience, be respectful and contain no personal data of
          others, advertising or unlawful content. Giving the date of your stay marks a review as a verified stay.
        </p>
        <p>
          By posting a review you allow us to display it on our website and materials. We may remove reviews that break these
          rules, but we never remove a review simply because it is critical.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Guest Conduct',
    content: (
      <ul>
        <li>Treat fellow guests, our staff and our properties with respect.</li>
        <li>Follow the law and the house rules of each property, including its smoking and visitor policies.</li>
        <li>You are responsible for damage to the property caused by you or your guests beyond normal wear.</li>
        <li>We may refuse or end a stay, without refund, in case of serious misconduct or danger to others.</li>
        <li>Do not misuse the website or AI assistants, for example by automated scraping or attempts to gain unauthorised access.</li>
      </ul>
    ),
  },
  {
    id: 'ai-services',
    title: 'AI Assistants',
    content: (
      <p>
        Our AI concierge, reservation and sales assistants give information and suggestions to help you plan. They can make
        mistakes: the price and conditions shown at checkout and in your confirmation always prevail. Please confirm
        anything important, such as medical or travel needs, with our team.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    content: (
      <p>
        The Suvarna name, emblem, artwork, text and software are ours or our licensors’. You may view and share pages for
        personal, non-commercial use; any other use needs our written permission.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    content: (
      <>
        <p>
          We take great care of every stay. To the extent the law permits, our total liability for a booking is limited to
          the amount you paid for it, and we are not liable for indirect or consequential loss, or for events beyond our
          reasonable control such as natural disasters, strikes, epidemics or government action.
        </p>
        <p>
          Nothing in these terms limits liability that cannot be limited under Indian law, including your rights under the
          Consumer Protection Act, 2019, or liability for death or personal injury caused by our negligence.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    content: (
      <p>
        These terms are governed by the laws of India. Disputes will first be addressed through good-faith discussion; failing
        that, the courts of New Delhi have exclusive jurisdiction, without prejudice to your right to approach a consumer
        commission.
      </p>
    ),
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to These Terms',
    content: (
      <p>
        We may update these terms from time to time. The version in force when you book applies to that booking; the date at
        the top of this page shows the latest version.
      </p>
    ),
  },
];
