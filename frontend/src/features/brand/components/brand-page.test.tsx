import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BrandPage } from './brand-page';

describe('BrandPage', () => {
  it('when the page is shown, then the journey timeline lists the five milestones in order', () => {
    renderWithProviders(<BrandPage />);
    const timeline = screen.getByRole('heading', { name: 'From One Idea to a Nation of Stays' }).closest('section');
    if (!timeline) throw new Error('no timeline');
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries).toHaveLength(5);
    expect(entries[0]).toHaveTextContent(/^2025Foundation/);
    expect(entries[1]).toHaveTextContent(/^Feb 2025First AI Hotel.*New Delhi/);
    expect(entries[2]).toHaveTextContent(/^Jun 2025National Expansion.*8\+ cities/);
    expect(entries[3]).toHaveTextContent(/^Sep 2025.*15\+ properties/);
    expect(entries[4]).toHaveTextContent(/^Jan 2026.*30\+ hotels/);
  });

  it('when the page is shown, then mission, three values, three AI demos and the technology section lead on', () => {
    renderWithProviders(<BrandPage />);
    expect(screen.getByText('Our Mission')).toBeInTheDocument();
    for (const value of ['Innovation First', 'Indian Heritage', 'Excellence Always']) {
      expect(screen.getByRole('heading', { name: value })).toBeInTheDocument();
    }
    const demos = screen.getByRole('heading', { name: 'Three AI Companions, One Seamless Stay' }).closest('section');
    if (!demos) throw new Error('no demos section');
    for (const demo of ['Smart Reservations', 'Virtual Concierge', 'Sales Assistant']) {
      expect(within(demos).getByRole('heading', { name: demo })).toBeInTheDocument();
      expect(within(demos).getByRole('link', { name: new RegExp(`^${demo}:`) })).toHaveAttribute('href', '/ai-demos');
    }
    expect(screen.getByRole('link', { name: /Explore the AI Showcase/ })).toHaveAttribute('href', '/ai-showcase');
    expect(screen.getByRole('link', { name: /Book Your Stay/ })).toHaveAttribute('href', '/book-now');
    expect(screen.getByRole('link', { name: /Explore Our Hotels/ })).toHaveAttribute('href', '/hotels');
  });
});
