import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('when shown, then every link goes somewhere: no "#" placeholders (the social links are gone until the accounts exist)', () => {
    renderWithProviders(<Footer />);
    const links = screen.getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href, link.textContent ?? '').not.toMatch(/^#?$/);
    }
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
  });
});
