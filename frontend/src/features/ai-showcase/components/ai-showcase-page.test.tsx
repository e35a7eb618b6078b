import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { AiShowcasePage } from './ai-showcase-page';

/** The figures as [label, value, note], in order. */
function figures(): string[][] {
  const strip = screen.getByRole('region', { name: 'Suvarna AI in numbers' });
  return [...strip.querySelectorAll('dt')].map((term) => [term.textContent ?? '', ...[...term.parentElement!.querySelectorAll('dd')].map((d) => d.textContent ?? '')]);
}

describe('AiShowcasePage', () => {
  let summary: Response;

  beforeEach(() => {
    summary = jsonResponse({ total_reviews: 1_250, rated_4_or_5: 1_199 });
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) =>
        Promise.resolve(new URL(request.url).pathname === '/api/reviews/summary' ? summary : jsonResponse({ detail: 'Not found' }, 404)),
      ),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

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
    expect(screen.getByText('Guest Satisfaction')).toBeInTheDocument();
    const features = screen.getByRole('heading', { name: 'One Intelligence, Six Ways to Serve You' }).closest('section');
    expect(within(features!).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByRole('link', { name: /Book Your Stay/ })).toHaveAttribute('href', '/book-now');
    expect(screen.getByRole('link', { name: /Contact Our Team/ })).toHaveAttribute('href', '/contact');
  });

  it('when the reviews are counted, then Guest Satisfaction is their share rating 4 or 5, rounded down, and the languages are the assistants\' own', async () => {
    renderWithProviders(<AiShowcasePage />);
    // 1,199 of 1,250 is 95.92 %: shown as 95 %, never more than it is.
    await screen.findByText('95%');
    expect(figures()).toEqual([
      ['Guest Satisfaction', '95%', 'of 1,250 reviews rate 4 or 5 stars'],
      ['Concierge Availability', '24/7', 'in every property'],
      ['Languages Spoken', '3', 'English, Hindi and Tamil'],
    ]);
  });

  it('when the reviews cannot be counted, or there are none, then no satisfaction figure is claimed', async () => {
    summary = jsonResponse({ detail: 'Service unavailable' }, 503);
    const { unmount } = renderWithProviders(<AiShowcasePage />);
    await vi.waitFor(() => expect(figures().map(([label]) => label)).toEqual(['Concierge Availability', 'Languages Spoken']));
    unmount();

    summary = jsonResponse({ total_reviews: 0, rated_4_or_5: 0 });
    renderWithProviders(<AiShowcasePage />);
    await vi.waitFor(() => expect(figures().map(([label]) => label)).toEqual(['Concierge Availability', 'Languages Spoken']));
  });
});
