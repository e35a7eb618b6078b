import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULE_HINT } from '@suvarna/contracts';
import { renderWithProviders } from '../../../test/render';
import type { AccountUser, ProfileChanges, SaveResult } from '../account-types';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetailsForm } from './profile-details-form';

const user: AccountUser = { full_name: 'Sana Qureshi', email: 'sana@example.in', phone: '+91 90000 11111', role: 'guest' };

function saver(result: SaveResult = { success: true }) {
  return vi.fn<(changes: ProfileChanges) => Promise<SaveResult>>(async () => result);
}

describe('ProfileDetailsForm', () => {
  it('when opened, then it shows the current name, phone and the e-mail that cannot change', () => {
    renderWithProviders(<ProfileDetailsForm user={user} onSave={saver()} />);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Sana Qureshi');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('+91 90000 11111');
    expect(screen.getByLabelText(/Email Address/)).toHaveValue('sana@example.in');
    expect(screen.getByLabelText(/Email Address/)).toBeDisabled();
  });

  it('when the name is emptied and the phone has letters, then both are refused and nothing is sent', async () => {
    const onSave = saver();
    const { user: typist } = renderWithProviders(<ProfileDetailsForm user={user} onSave={onSave} />);
    await typist.clear(screen.getByLabelText(/Full Name/));
    await typist.clear(screen.getByLabelText(/Phone/));
    await typist.type(screen.getByLabelText(/Phone/), 'call me');
    await typist.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number format')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('when saved, then the name and phone are sent and a success message shows', async () => {
    const onSave = saver();
    const { user: typist } = renderWithProviders(<ProfileDetailsForm user={user} onSave={onSave} />);
    await typist.clear(screen.getByLabelText(/Full Name/));
    await typist.type(screen.getByLabelText(/Full Name/), 'Sana Q.');
    await typist.clear(screen.getByLabelText(/Phone/));
    await typist.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(onSave).toHaveBeenCalledWith({ full_name: 'Sana Q.', phone: null });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully'));
  });

  it('when saving fails, then the error from the auth layer shows', async () => {
    const { user: typist } = renderWithProviders(<ProfileDetailsForm user={user} onSave={saver({ success: false, error: 'Profile update failed' })} />);
    await typist.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Profile update failed');
  });
});

describe('ChangePasswordForm', () => {
  it('when submitted empty, then it asks for the current, new and confirmed password', async () => {
    const onSave = saver();
    const { user: typist } = renderWithProviders(<ChangePasswordForm onSave={onSave} />);
    await typist.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('when opened, then the password rule is explained under the new password before anything is sent', () => {
    renderWithProviders(<ChangePasswordForm onSave={saver()} />);
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(PASSWORD_RULE_HINT);
  });

  it('when the new password contains the part of the e-mail before the @, then it is refused without asking the server', async () => {
    const onSave = saver();
    const { user: typist } = renderWithProviders(<ChangePasswordForm onSave={onSave} email="sana.qureshi@example.in" />);
    await typist.type(screen.getByLabelText(/Current Password/), 'old-secret');
    await typist.type(screen.getByLabelText(/^New Password/), 'Qureshi#Garden9');
    await typist.type(screen.getByLabelText(/Confirm New Password/), 'Qureshi#Garden9');
    await typist.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(screen.getByText('Password must not contain the part of your email before the @')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('when the new password is short and the confirmation differs, then both are named', async () => {
    const { user: typist } = renderWithProviders(<ChangePasswordForm onSave={saver()} />);
    await typist.type(screen.getByLabelText(/Current Password/), 'old-secret');
    await typist.type(screen.getByLabelText(/^New Password/), 'abc');
    await typist.type(screen.getByLabelText(/Confirm New Password/), 'abd');
    await typist.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('when the change is saved, then only current and new password are sent and the fields clear', async () => {
    const onSave = saver();
    const { user: typist } = renderWithProviders(<ChangePasswordForm onSave={onSave} />);
    await typist.type(screen.getByLabelText(/Current Password/), 'old-secret');
    await typist.type(screen.getByLabelText(/^New Password/), 'new-secret');
    await typist.type(screen.getByLabelText(/Confirm New Password/), 'new-secret');
    await typist.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(onSave).toHaveBeenCalledWith({ current_password: 'old-secret', new_password: 'new-secret' });
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully');
    expect(screen.getByLabelText(/Current Password/)).toHaveValue('');
  });

  it('when the server refuses the current password, then its detail shows', async () => {
    const { user: typist } = renderWithProviders(<ChangePasswordForm onSave={saver({ success: false, error: 'Current password is incorrect' })} />);
    await typist.type(screen.getByLabelText(/Current Password/), 'wrong-one');
    await typist.type(screen.getByLabelText(/^New Password/), 'new-secret');
    await typist.type(screen.getByLabelText(/Confirm New Password/), 'new-secret');
    await typist.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });
});
