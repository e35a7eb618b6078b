import { useCallback } from 'react';
import type { LoginRequest, RegisterRequest, UpdateProfileRequest } from '@suvarna/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  checkAuth as checkAuthThunk,
  login as loginThunk,
  logout as logoutThunk,
  refreshToken as refreshTokenThunk,
  register as registerThunk,
  selectAuth,
  selectIsAdmin,
  updateProfile as updateProfileThunk,
} from './auth-slice';

/**
 * The session as screens need it. `logout()` resolves once the session is cleared (it never rejects);
 * `login`, `register` and `updateProfile` resolve to `{ success, error }`; `checkAuth` and `refreshToken`
 * resolve to a boolean.
 */
export function useAuth() {
  const dispatch = useAppDispatch();
  const { status, user, token } = useAppSelector(selectAuth);
  const isAdmin = useAppSelector(selectIsAdmin);
  const logout = useCallback(async () => {
    await dispatch(logoutThunk());
  }, [dispatch]);
  const login = useCallback((credentials: LoginRequest) => dispatch(loginThunk(credentials)), [dispatch]);
  const register = useCallback((registration: RegisterRequest) => dispatch(registerThunk(registration)), [dispatch]);
  const updateProfile = useCallback((changes: UpdateProfileRequest) => dispatch(updateProfileThunk(changes)), [dispatch]);
  const checkAuth = useCallback(() => dispatch(checkAuthThunk()), [dispatch]);
  const refreshToken = useCallback(() => dispatch(refreshTokenThunk()), [dispatch]);
  return {
    status,
    user,
    token,
    isLoading: status === 'loading',
    isAuthenticated: status === 'signedIn',
    isAdmin,
    login,
    register,
    updateProfile,
    checkAuth,
    refreshToken,
    logout,
  };
}
