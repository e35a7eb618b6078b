import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../lib/browser';
import { ErrorBoundary } from './error-boundary';
import { ErrorView } from './error-view';
import { LoadingView } from './loading-view';
import { RouteErrorFallback } from './route-error-fallback';

vi.mock('../../lib/browser', () => ({ reloadPage: vi.fn() }));

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});

function Broken(): never {
  throw new Error('render failed');
}

describe('error fallback', () => {
  it('when a part of the page fails to render, then the fallback replaces only that part', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <p>Still here</p>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We're sorry for the inconvenience. Please refresh the page.")).toBeInTheDocument();
    expect(screen.getByText('Still here')).toBeInTheDocument();
  });

  it('when Refresh Page is pressed, then the page reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('when a route fails to render, then the router shows the fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteErrorFallback }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('when children render fine, then the boundary shows them', () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('loading and error views', () => {
  it('when loading, then a spinner and the loading text are shown', () => {
    render(<LoadingView text="Loading our beautiful properties..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading our beautiful properties...');
  });

  it('when Try Again is pressed on an error view, then the page reloads by default', async () => {
    render(<ErrorView message="Failed to load partners" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load partners');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
