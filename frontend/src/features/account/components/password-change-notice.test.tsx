import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PasswordChangeNotice, passwordChangeNoticeTitle } from './password-change-notice';

const user = { full_name: 'Kabir Malhotra', email: 'guest@suvarnahotels.in' };

describe('PasswordChangeNotice', () => {
  it('when the password no longer meets the rule, then the user is asked to change it with a link to the form', () => {
    renderWithProviders(<PasswordChangeNotice user={{ ...user, password_change_required: true }} />);
    expect(screen.getByRole('region', { name: passwordChangeNoticeTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/profile#change-password');
  });

  it('when the password meets the rule or nothing is known, then nothing is shown', () => {
    const { container } = renderWithProviders(
      <>
        <PasswordChangeNotice user={{ ...user, password_change_required: false }} />
        <PasswordChangeNotice user={user} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
