import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AiShowcasePage } from './ai-showcase-page';

describe('AiShowcasePage', () => {
  it('when the page is shown, then the roadmap phases are labelled Complete, Active and Coming Soon', () => {
    renderWithProviders(<AiShowcasePage />);
    const roadmap = screen.getByRole('heading', { name: 'Our Development Roadmap' }).closest('section');
    if (!roadmap) throw new Error('no roadmap');
    const phases = within(roadmap).getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li'));
    expect(phases.map((phase) => phase?.textContent)).toEqual([
      expect.stringContaining('Complete'),
      expect.stringContaining('Active'),
      expect.stringContaining('Coming Soon'),
    ]);
  });

  it('when the page is shown, then stats, six feature cards and the calls to /book-now and /contact are there', () => {
    renderWithProviders(<AiShowcasePage />);
    expect(screen.getByText('Guest Satisfaction').parentElement).toHaveTextContent('95%');
    const features = screen.getByRole('heading', { name: 'One Intelligence, Six Ways to Serve You' }).closest('section');
    expect(within(features!).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByRole('link', { name: /Book Your Stay/ })).toHaveAttribute('href', '/book-now');
    expect(screen.getByRole('link', { name: /Contact Our Team/ })).toHaveAttribute('href', '/contact');
  });
});
