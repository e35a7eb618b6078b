import { screen, within } from '@testing-library/react';
import type { Partner } from '@suvarna/contracts';
import { partners as samplePartners } from '@suvarna/sample-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../../lib/browser';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { PartnersPage } from './partners-page';

vi.mock('../../../lib/browser', () => ({ reloadPage: vi.fn() }));

function partner(id: string, name: string, type: string, website?: string): Partner {
  return {
    id,
    _id: id,
    name,
    type,
    logo: `/images/partners/${id}.svg`,
    description: `${name} works with every Suvarna property.`,
    partnership: `${name} focus`,
    ...(website ? { website } : {}),
  };
}

const apiPartners = [
  partner('p1', 'Lotus Labs', 'AI Technology Partner', 'https://lotus.example.in'),
  partner('p2', 'Monsoon Farms', 'F&B Partner'),
  partner('p3', 'Sitar School', 'Education Partner'),
];

function activePartnersFigure() {
  return screen.getByText('Active Partners').parentElement;
}

describe('PartnersPage', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when the partners are loading, then the loading text is shown', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<PartnersPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading our valued partners...');
  });

  it('when the API lists partners, then each gets a card and the live count equals the length of the list', async () => {
    fetchMock.mockResolvedValue(jsonResponse(apiPartners));
    renderWithProviders(<PartnersPage />);

    expect(await screen.findByRole('heading', { name: 'Lotus Labs' })).toBeInTheDocument();
    expect(activePartnersFigure()).toHaveTextContent('Active Partners3');
    // Figures nothing in the system records are not claimed.
    for (const label of ['Countries', 'Awards Together', 'Years of Combined Expertise']) expect(screen.queryByText(label)).not.toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const [lotus, monsoon, sitar] = cards;
    expect(lotus).toHaveTextContent('Since 2020');
    expect(lotus).toHaveTextContent('🤖AI Technology Partner');
    expect(lotus).toHaveTextContent('Lotus Labs focus');
    expect(within(lotus!).getByRole('link', { name: /Visit Website/ })).toHaveAttribute('href', 'https://lotus.example.in');
    expect(within(lotus!).getByRole('link', { name: /Visit Website/ })).toHaveAttribute('target', '_blank');
    expect(within(lotus!).getByRole('link', { name: /Visit Website/ }).getAttribute('rel')).toContain('noopener');
    expect(monsoon).toHaveTextContent('🍽️F&B Partner');
    expect(within(monsoon!).queryByRole('link')).not.toBeInTheDocument();
    // A type the site does not know gets the default look.
    expect(sitar).toHaveTextContent('🤝Education Partner');
  });

  it('when the API lists no partners, then the empty state is shown and the count is 0', async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    renderWithProviders(<PartnersPage />);

    expect(await screen.findByRole('heading', { name: 'No Partners Listed' })).toBeInTheDocument();
    expect(activePartnersFigure()).toHaveTextContent('Active Partners0');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('when the API fails, then the embedded partners are shown with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Partner directory unavailable' }, 503));
    renderWithProviders(<PartnersPage />);

    expect(await screen.findByRole('heading', { name: samplePartners[0]!.name })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(samplePartners.length);
    expect(activePartnersFigure()).toHaveTextContent(`Active Partners${samplePartners.length}`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/api/partners'), expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the API fails and there is nothing to fall back on, then the error text is shown and Try Again reloads the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Partner directory unavailable' }, 503));
    const { user } = renderWithProviders(<PartnersPage fallbackPartners={[]} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Partner directory unavailable');
    expect(screen.queryByText('Active Partners')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('when the page is shown, then it offers three reasons, the eight categories and the ways to /contact and /brand', async () => {
    fetchMock.mockResolvedValue(jsonResponse(apiPartners));
    renderWithProviders(<PartnersPage />);
    await screen.findByRole('heading', { name: 'Lotus Labs' });

    const reasons = screen.getByRole('heading', { name: 'Why Partner With Us' }).closest('section');
    expect(within(reasons!).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const categories = screen.getByRole('heading', { name: 'Partnership Categories' }).closest('section');
    expect(within(categories!).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Technology',
      'Sustainability',
      'Culinary',
      'Experience',
      'Government',
      'Wellness',
      'Cultural',
      'Education',
    ]);
    expect(screen.getByRole('link', { name: /Become a Partner/ })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /Discover Our Story/ })).toHaveAttribute('href', '/brand');
  });
});
