import { screen, within } from '@testing-library/react';
import type { Hotel } from '@suvarna/contracts';
import { properties } from '@suvarna/sample-data';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FutureProjectList } from './future-project-list';

const futureProjects = properties.filter((hotel) => hotel.status === 'future');
const now = new Date(2025, 10, 1);

const cards = () => screen.getAllByTestId('future-project-card');
const cardIn = (location: string) => {
  const card = cards().find((candidate) => candidate.textContent?.includes(`${location},`));
  if (!card) throw new Error(`No card in ${location}`);
  return card;
};

describe('FutureProjectList', () => {
  it('when given the future projects, then each card shows its phase from the years until its opening', () => {
    renderWithProviders(<FutureProjectList hotels={futureProjects} now={now} />);
    expect(cards()).toHaveLength(3);
    expect(cardIn('Bangalore')).toHaveTextContent('Phase: Design & Planning');
    expect(cardIn('Udaipur')).toHaveTextContent('Phase: Construction');
    expect(cardIn('Gangtok')).toHaveTextContent('Phase: Construction');
  });

  it('when a project opens more than two years out, then its phase is Conceptual', () => {
    const farOff: Hotel = { ...futureProjects[0]!, openingDate: '2029-04-01' };
    renderWithProviders(<FutureProjectList hotels={[farOff]} now={now} />);
    expect(cards()[0]).toHaveTextContent('Phase: Conceptual');
  });

  it('when a card shows, then it has the expected opening, key innovations, the timeline and the investment highlights', () => {
    renderWithProviders(<FutureProjectList hotels={futureProjects} now={now} />);
    const udaipur = cardIn('Udaipur');
    expect(udaipur).toHaveTextContent('Expected Opening 1 June 2027');
    expect(udaipur).toHaveTextContent('AR heritage tours of Mewar history');

    const steps = within(udaipur).getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('June 2025Heritage Survey'),
      expect.stringContaining('January 2026Restoration'),
      expect.stringContaining('January 2027Interiors & Technology'),
      expect.stringContaining('June 2027Grand Opening'),
    ]);

    const highlights = within(udaipur).getByLabelText('Investment highlights');
    expect(highlights).toHaveTextContent('Investment₹500Cr+');
    expect(highlights).toHaveTextContent('Jobs Created200+');
    expect(highlights).toHaveTextContent('AI Features50+');
  });

  it('when there are no future projects, then the page says new ones will be announced', () => {
    renderWithProviders(<FutureProjectList hotels={[]} now={now} />);
    expect(screen.getByRole('status')).toHaveTextContent('New projects will be announced here first.');
  });
});
