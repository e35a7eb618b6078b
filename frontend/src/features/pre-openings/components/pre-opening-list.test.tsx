import { screen, within } from '@testing-library/react';
import type { Hotel } from '@suvarna/contracts';
import { properties } from '@suvarna/sample-data';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PreOpeningList } from './pre-opening-list';

const preOpenings = properties.filter((hotel) => hotel.status === 'pre-opening');
// 1 November 2025: the sample openings fall between 19 days and four and a half months later.
const now = new Date(2025, 10, 1, 10, 0);

const cards = () => screen.getAllByTestId('pre-opening-card');
const cardOf = (name: string) => {
  const card = cards().find((candidate) => within(candidate).queryByRole('heading', { name }));
  if (!card) throw new Error(`No card for ${name}`);
  return card;
};

function hotelNamed(location: string): Hotel {
  const hotel = preOpenings.find((candidate) => candidate.location === location);
  if (!hotel) throw new Error(`No pre-opening in ${location}`);
  return hotel;
}

describe('PreOpeningList', () => {
  it('when given the pre-opening properties, then each has a card with its formatted opening date and countdown', () => {
    renderWithProviders(<PreOpeningList hotels={preOpenings} now={now} />);
    expect(cards()).toHaveLength(5);

    const shillong = cardOf(hotelNamed('Shillong').name);
    expect(shillong).toHaveTextContent('19 days to go');
    expect(shillong).toHaveTextContent('Opening Date 20 November 2025');
    expect(cardOf(hotelNamed('Itanagar').name)).toHaveTextContent('1 month to go');
    expect(cardOf(hotelNamed('Leh').name)).toHaveTextContent('4 months to go');
    expect(cardOf(hotelNamed('Leh').name)).toHaveTextContent('Opening Date 15 March 2026');
  });

  it('when the opening date has passed or is today, then the countdown says so', () => {
    renderWithProviders(
      <PreOpeningList
        hotels={[
          { ...hotelNamed('Leh'), openingDate: '2025-10-20' },
          { ...hotelNamed('Kohima'), openingDate: '2025-11-01' },
          { ...hotelNamed('Imphal'), openingDate: '2025-11-02' },
        ]}
        now={now}
      />,
    );
    expect(cardOf(hotelNamed('Leh').name)).toHaveTextContent('Opening Soon');
    expect(cardOf(hotelNamed('Kohima').name)).toHaveTextContent('Opening Today!');
    expect(cardOf(hotelNamed('Imphal').name)).toHaveTextContent('1 day to go');
  });

  it('when a property lists more, then the card previews 3 features and 2 rooms, with the Early Bird price from the cheapest room', () => {
    const leh = hotelNamed('Leh');
    const richer: Hotel = {
      ...leh,
      features: ['Acclimatisation programme', 'Stok range views', 'Solar powered', 'Monastery visits'],
      rooms: [
        { type: 'Stok Suite', price: 22000, capacity: 3, available: 0 },
        { type: 'Ladakhi Room', price: 12000, capacity: 2, available: 0 },
        { type: 'Royal Suite', price: 9000, capacity: 4, available: 0 },
      ],
    };
    renderWithProviders(<PreOpeningList hotels={[richer]} now={now} />);
    const card = cardOf(leh.name);
    expect(card).toHaveTextContent('Solar powered');
    expect(card).not.toHaveTextContent('Monastery visits');
    expect(card).toHaveTextContent('Ladakhi Room');
    expect(card).not.toHaveTextContent('Royal Suite');
    expect(card).toHaveTextContent('Early Bird');
    expect(card).toHaveTextContent('From ₹9,000/night');
    expect(card).toHaveTextContent('up to 30% off');
  });

  it('when Pre-Book is pressed, then a notice explains that pre-booking opens closer to launch and links to Contact', async () => {
    const { user } = renderWithProviders(<PreOpeningList hotels={preOpenings} now={now} />);
    await user.click(within(cardOf(hotelNamed('Kohima').name)).getByRole('button', { name: 'Pre-Book' }));

    const dialog = screen.getByRole('dialog', { name: 'Pre-Booking Opens Soon' });
    expect(dialog).toHaveTextContent('Pre-booking opens closer to launch — leave your details on the Contact page');
    expect(dialog).toHaveTextContent('welcomes its first guests on 14 February 2026');
    expect(within(dialog).getByRole('link', { name: /Leave Your Details/ })).toHaveAttribute('href', '/contact');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the opening date has already passed, then the notice does not quote it', async () => {
    const late = { ...hotelNamed('Kohima'), openingDate: '2025-10-01' };
    const { user } = renderWithProviders(<PreOpeningList hotels={[late]} now={now} />);
    await user.click(screen.getByRole('button', { name: 'Pre-Book' }));
    const dialog = screen.getByRole('dialog', { name: 'Pre-Booking Opens Soon' });
    expect(dialog).toHaveTextContent(`${late.name} is in its final preparations to welcome its first guests.`);
    expect(dialog).not.toHaveTextContent('1 October 2025');
  });

  it('when there are no pre-opening properties, then the page says new ones will be revealed', () => {
    renderWithProviders(<PreOpeningList hotels={[]} now={now} />);
    expect(screen.getByRole('status')).toHaveTextContent('New destinations will be revealed here soon.');
  });
});
