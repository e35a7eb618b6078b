import { fireEvent, screen, within } from '@testing-library/react';
import type { TeamMember } from '@suvarna/contracts';
import { properties, team as sampleTeam } from '@suvarna/sample-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { initialsOf } from './member-portrait';
import { TeamPage } from './team-page';

function member(id: string, name: string, image: string): TeamMember {
  return {
    id,
    _id: id,
    name,
    position: 'General Manager',
    image,
    bio: `${name} leads with warmth.`,
    expertise: ['Operations', 'Service Design'],
    email: `${id}@suvarnahotels.in`,
    region: 'Rajasthan',
  };
}

describe('TeamPage', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when the team is loading, then the loading text is shown', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderWithProviders(<TeamPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading our amazing team...');
  });

  it('when the API answers, then each member card shows photo, name, position, region, bio, expertise and e-mail', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse([member('m1', 'Kavya Rathore', '/images/team/kavya.svg'), member('m2', 'Vikram Singh', '')])));
    renderWithProviders(<TeamPage />);

    const kavya = (await screen.findByRole('heading', { name: 'Kavya Rathore' })).closest('article');
    if (!kavya) throw new Error('no card for Kavya');
    expect(within(kavya).getByRole('img', { name: 'Portrait of Kavya Rathore' })).toHaveAttribute('src', '/images/team/kavya.svg');
    expect(kavya).toHaveTextContent('General Manager');
    expect(kavya).toHaveTextContent('Rajasthan');
    expect(kavya).toHaveTextContent('Kavya Rathore leads with warmth.');
    expect(within(kavya).getByRole('list', { name: 'Kavya Rathore’s expertise' })).toHaveTextContent('OperationsService Design');
    expect(within(kavya).getByRole('link', { name: 'm1@suvarnahotels.in' })).toHaveAttribute('href', 'mailto:m1@suvarnahotels.in');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('when a member has no photo or the photo fails to load, then an initials monogram takes its place', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse([member('m1', 'Kavya Rathore', '/images/team/missing.svg'), member('m2', 'Dr. Vikram Singh', '')])));
    renderWithProviders(<TeamPage />);

    const vikram = await screen.findByRole('img', { name: 'Portrait of Dr. Vikram Singh' });
    expect(vikram.tagName).not.toBe('IMG');
    expect(vikram).toHaveTextContent('VS');

    fireEvent.error(screen.getByRole('img', { name: 'Portrait of Kavya Rathore' }));
    const kavya = screen.getByRole('img', { name: 'Portrait of Kavya Rathore' });
    expect(kavya.tagName).not.toBe('IMG');
    expect(kavya).toHaveTextContent('KR');
  });

  it('when a card is tapped, then its e-mail is revealed', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse([member('m1', 'Kavya Rathore', '')])));
    const { user } = renderWithProviders(<TeamPage />);
    const card = (await screen.findByRole('heading', { name: 'Kavya Rathore' })).closest('article');
    if (!card) throw new Error('no card');
    expect(card).toHaveAttribute('data-revealed', 'false');
    await user.click(within(card).getByText('Kavya Rathore leads with warmth.'));
    expect(card).toHaveAttribute('data-revealed', 'true');
  });

  it('when the API fails, then the embedded team is shown with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<TeamPage />);

    for (const leader of sampleTeam) {
      expect(await screen.findByRole('heading', { name: leader.name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('article')).toHaveLength(sampleTeam.length);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/api/team'), expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the API fails and there is no data at all, then an error view with Try Again is shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ detail: 'Team service unavailable' }, 503)));
    renderWithProviders(<TeamPage fallbackMembers={[]} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Team service unavailable');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('when the page is shown, then the figures counted from the site, three values, Work with Us and the careers mailbox are there', async () => {
    const hotel = (id: string, state: string, status = 'active') => ({ ...properties[0]!, id, _id: id, state, status });
    fetchMock.mockImplementation((request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/team') return Promise.resolve(jsonResponse([member('m1', 'Kavya Rathore', ''), member('m2', 'Vikram Singh', '')]));
      // Three hotels open in two states; one not yet open is not managed yet.
      return Promise.resolve(jsonResponse([hotel('h1', 'Rajasthan'), hotel('h2', 'Kerala'), hotel('h3', 'Rajasthan'), hotel('h4', 'Goa', 'pre-opening')]));
    });
    renderWithProviders(<TeamPage />);

    const strip = await screen.findByRole('region', { name: 'Our team in numbers' });
    await vi.waitFor(() =>
      expect([...strip.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
        ['Team Members', '2'],
        ['Regions Covered', '2'],
        ['Properties Managed', '3'],
      ]),
    );
    const values = screen.getByRole('heading', { name: 'The Values We Share' }).closest('section');
    expect(within(values!).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Work with Us/ })).toHaveAttribute('href', '/work-with-us');
    expect(screen.getByRole('link', { name: 'careers@suvarnahotels.in' })).toHaveAttribute('href', 'mailto:careers@suvarnahotels.in');
  });
});

describe('initialsOf', () => {
  it('when a name has a title, then the title is left out', () => {
    expect(initialsOf('Dr. Kabir Sethi')).toBe('KS');
    expect(initialsOf('Lakshmi Nair')).toBe('LN');
    expect(initialsOf('Madonna')).toBe('M');
  });
});
