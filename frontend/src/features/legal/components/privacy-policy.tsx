import type { LegalSection } from './legal-document';
import styles from './legal-document.module.css';

export const PRIVACY_EMAIL = 'privacy@suvarnahotels.in';

export const privacyIntro = (
  <>
    <p>
      Your trust is the foundation of every stay. This policy explains what personal data Suvarna Hotels &amp; Resorts
      collects, why we collect it, how long we keep it and the rights you have over it under India’s Digital Personal Data
      Protection Act, 2023.
    </p>
  </>
);

export const privacySections: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    content: (
      <>
        <p>
          Suvarna Hotels &amp; Resorts (“Suvarna”, “we”, “us”) operates the hotels, resorts and website described here, from
          its corporate office in New Delhi. For the personal data described in this policy, Suvarna is the{' '}
          <strong>Data Fiduciary</strong> within the meaning of the Digital Personal Data Protection Act, 2023 (the “DPDP
          Act”).
        </p>
        <p>This policy applies to our website, our AI assistants, our hotels and every booking, review, message or job application you send us.</p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Information We Collect',
    content: (
      <>
        <h3>When you create an account</h3>
        <ul>
          <li>Your full name, e-mail address and, if you choose to give it, your phone number.</li>
          <li>Your password, which we never store as written: it is kept only as a one-way, salted hash.</li>
        </ul>
        <h3>When you book a stay</h3>
        <ul>
          <li>The property, room types, dates and number of guests you choose.</li>
          <li>The lead guest’s name, e-mail address, phone number and postal address, and any special requests you share.</li>
          <li>Your booking history, confirmation codes and the status of each booking.</li>
        </ul>
        <h3>When you pay</h3>
        <p>
          Payments are made on the secure checkout page of our <strong>card payment processor</strong>. Your card number,
          expiry date and security code go directly to the processor; Suvarna never sees or stores them. We receive and keep
          only the payment status, the amount and currency, and the processor’s transaction reference.
        </p>
        <h3>When you talk to us</h3>
        <ul>
          <li>Reviews you publish, including the rating, comment and date of stay.</li>
          <li>Messages you send through our contact form, and the type of enquiry.</li>
          <li>Messages you type into our AI concierge, reservation and sales assistants.</li>
          <li>Job applications: your details, experience, cover letter and résumé.</li>
        </ul>
        <h3>Automatically</h3>
        <p>
          Technical data that every website receives: your IP address, browser and device type, pages visited and the time
          of each request. We use it to keep the service secure and working, not to build advertising profiles.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-data',
    title: 'How We Use Your Information',
    content: (
      <>
        <ul>
          <li>To create and manage your account and keep you signed in.</li>
          <li>To take, confirm, change and cancel bookings, and to send confirmation and pre-arrival e-mails.</li>
          <li>To process payments and refunds through our card payment processor.</li>
          <li>To personalise your stay: remembering preferences you share so our team and AI assistants can anticipate them.</li>
          <li>To answer your messages, publish your reviews and consider your job application.</li>
          <li>To protect guests, staff and systems from fraud, abuse and security threats.</li>
          <li>To meet our obligations under Indian law, including tax, accounting and guest-registration requirements.</li>
        </ul>
        <p>
          We process personal data on the basis of your <strong>consent</strong>, which you give when you register, book or
          write to us, and for the <strong>legitimate uses</strong> permitted by Section 7 of the DPDP Act, such as complying
          with the law or responding to an emergency.
        </p>
      </>
    ),
  },
  {
    id: 'ai-and-personalisation',
    title: 'Our AI Assistants',
    content: (
      <>
        <p>
          Our AI concierge and reservation assistants use what you type in the conversation, together with our hotel
          information, to answer you. Conversations help us improve answers over time; we do not use them to make decisions
          with legal or similarly significant effects on you, and a member of our team is always available if you prefer.
        </p>
        <p>Please do not share card numbers, passwords or health information in a chat.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies & Local Storage',
    content: (
      <>
        <p>
          We use one cookie, needed for the site to work, and keep nothing of your session in your browser’s storage: while
          a page is open, the proof that you are signed in is held in its memory only. We do not use advertising or
          cross-site tracking cookies.
        </p>
        {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it too. */}
        <div className={styles.tableWrap} role="region" aria-label="Cookies and storage used by this site" tabIndex={0}>
          <table className={styles.table}>
            <caption className="visually-hidden">Cookies and storage used by this site</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Purpose</th>
                <th scope="col">Duration</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  <code>suvarna_refresh</code>
                </td>
                <td>Cookie (essential)</td>
                <td>
                  Keeps you signed in. Only our sign-in service receives it, and no script on the page can read it; it is
                  replaced each time it is used, and renewed while you are active on the booking page.
                </td>
                <td>7 days after your last visit, 30 days at most</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          The payment processor’s checkout page sets its own cookies for fraud prevention, under its own privacy policy.
          Signing out removes our cookie and ends the session on our side too; you can also clear the cookie at any time in
          your browser’s settings, although you will then need to sign in again.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who We Share It With',
    content: (
      <>
        <p>We never sell your personal data. We share it only where needed to serve you:</p>
        <ul>
          <li>With the Suvarna property you are staying at, so that it can welcome you.</li>
          <li>With our card payment processor, to take and refund payments.</li>
          <li>With carefully chosen service providers (hosting, e-mail delivery, IT support) acting as our Data Processors under written contracts.</li>
          <li>With government authorities, police or courts where Indian law requires it, for example for guest registration or a lawful request.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention-and-security',
    title: 'Retention & Security',
    content: (
      <>
        <p>
          We keep personal data only as long as we need it: your account until you ask us to close it, booking and payment
          records for as long as Indian tax and accounting laws require, and job applications for up to 12 months after the
          role is filled.
        </p>
        <p>
          Data is encrypted in transit, passwords are hashed, access is limited to staff who need it, and our systems are
          monitored around the clock. Should a personal data breach occur, we will inform you and the Data Protection Board
          of India as the DPDP Act requires.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights Under the DPDP Act 2023',
    content: (
      <>
        <ul>
          <li>
            <strong>Access:</strong> ask for a summary of the personal data we hold about you and how we use it.
          </li>
          <li>
            <strong>Correction and erasure:</strong> ask us to correct, complete, update or delete your data.
          </li>
          <li>
            <strong>Withdraw consent:</strong> at any time, as easily as you gave it; this does not affect what was done before.
          </li>
          <li>
            <strong>Grievance redressal:</strong> raise a concern with our Grievance Officer and receive a response.
          </li>
          <li>
            <strong>Nominate:</strong> name a person to exercise your rights in the event of death or incapacity.
          </li>
        </ul>
        <p>
          Write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> to use any of these rights. If you are not
          satisfied with our answer, you may complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Our services are meant for adults. Children may stay with us, but bookings and accounts must be made by a parent or
        lawful guardian; we do not knowingly collect a child’s data without verifiable parental consent.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    content: (
      <p>
        We will update this policy when our services or the law change. The date at the top shows the latest version; for
        significant changes we will also tell you by e-mail or on the site before they apply.
      </p>
    ),
  },
];
