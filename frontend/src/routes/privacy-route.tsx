import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PrivacyPage } from '../features/legal/components/privacy-page';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Serves /privacy and /cookies (spec: the same page). /cookies gains the #cookies fragment, so the router's
 * own scroll restoration brings the cookies section into view, as it would for any in-page link.
 */
export function PrivacyRoute() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const isCookiePolicy = pathname === '/cookies';
  useDocumentTitle(isCookiePolicy ? 'Cookie Policy' : 'Privacy Policy');

  useEffect(() => {
    if (isCookiePolicy && !hash) navigate({ hash: '#cookies' }, { replace: true });
  }, [isCookiePolicy, hash, navigate]);

  return <PrivacyPage />;
}
