import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

describe('legal pages', () => {
  it('when the privacy policy is shown, then it is dated October 2025, covers cookies and DPDP rights, and names its contacts', () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated October 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Cookies & Local Storage/ }).closest('section')).toHaveTextContent(/suvarna_refresh.*7 days after your last visit/);
    expect(screen.getByRole('heading', { name: /Your Rights Under the DPDP Act 2023/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Information We Collect/ }).closest('section')).toHaveTextContent(/card payment processor.*never sees or stores them/);
    const mailLinks = screen.getAllByRole('link', { name: 'privacy@suvarnahotels.in' });
    expect(mailLinks[0]).toHaveAttribute('href', 'mailto:privacy@suvarnahotels.in');
    expect(screen.getByText('Corporate Office, New Delhi')).toBeInTheDocument();
  });

  it('when the terms are shown, then they are dated October 2025, price in INR with 12% taxes, apply Indian law and name the legal mailbox', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated October 2025')).toBeInTheDocument();
    for (const title of ['Bookings', 'Pricing & Payment', 'Cancellations & Changes', 'Reviews', 'Guest Conduct', 'Limitation of Liability', 'Governing Law']) {
      expect(screen.getByRole('heading', { name: new RegExp(title) })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: /Pricing & Payment/ }).closest('section')).toHaveTextContent(/Indian rupees \(INR\).*Taxes and fees of 12%/);
    expect(screen.getByRole('heading', { name: /Governing Law/ }).closest('section')).toHaveTextContent('laws of India');
    expect(screen.getByRole('link', { name: 'legal@suvarnahotels.in' })).toHaveAttribute('href', 'mailto:legal@suvarnahotels.in');
  });
});
