/** The company's public contact details, shown in the footer and on the contact page. */
export const company = {
  name: 'Suvarna Hotels & Resorts',
  phone: { display: '+91 11 4000 7000', href: 'tel:+911140007000' },
  emergencyPhone: { display: '+91 11 4000 7999', href: 'tel:+911140007999' },
  reservationsEmail: 'reservations@suvarnahotels.in',
  careersEmail: 'careers@suvarnahotels.in',
  office: {
    title: 'Corporate Office, New Delhi',
    lines: ['Suvarna House, 14 Janpath', 'Connaught Place, New Delhi 110001', 'India'],
  },
  officeHours: 'Mon-Fri 9AM-6PM',
} as const;
