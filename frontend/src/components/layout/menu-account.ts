import { createContext, useContext } from 'react';

/**
 * What the site menu shows of the session: whose it is, and how to end it. The app provides it around the
 * router (app/providers.tsx), so that the layout does not reach into the auth feature.
 */
export interface MenuAccount {
  /** The signed-in user's full name; null when nobody is signed in. */
  userName: string | null;
  /** Ends the session; resolves once it is cleared (it never rejects). */
  signOut: () => Promise<void>;
}

export const MenuAccountContext = createContext<MenuAccount | null>(null);

export function useMenuAccount(): MenuAccount {
  const account = useContext(MenuAccountContext);
  if (!account) throw new Error('useMenuAccount: no MenuAccountContext above (render inside AppProviders)');
  return account;
}
