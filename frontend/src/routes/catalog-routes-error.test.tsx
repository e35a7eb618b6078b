import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../lib/browser';
import { jsonResponse, renderWithProviders } from '../test/render';
import { FutureProjectsRoute } from './future-projects-route';
import { HotelsRoute } from './hotels-route';
import { PreOpeningsRoute } from './pre-openings-route';

// With no embedded data to fall back on, a failed load has nothing to show but the error view.
vi.mock('@suvarna/sample-data', () => ({ properties: [] }));
vi.mock('../lib/browser', () => ({ reloadPage: vi.fn() }));

describe('the catalogue pages without any data', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ detail: 'Bad gateway' }, 502)));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['/hotels', HotelsRoute],
    ['/pre-openings', PreOpeningsRoute],
    ['/future-projects', FutureProjectsRoute],
  ])('when %s fails to load, then the error view offers Try Again, which reloads the page', async (route, Route) => {
    const { user } = renderWithProviders(<Route />, { route });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load");
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
