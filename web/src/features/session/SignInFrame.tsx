import type { ReactNode } from 'react';
import { useSignInProviders } from '@/api/session';
import { APP_NAME } from '@/lib/appName';
import './publicPage.css';

interface SignInFrameProps {
  /** The page's own heading under the product and tenant names (the login page has none). */
  heading?: string;
  /** A wider card, for a form whose hints run long. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame of the signed-out pages (login, set password): the background, and a card headed by
 * the product name and the tenant's name (issue 17), whose helpdesk this is.
 */
export function SignInFrame({ heading, wide = false, children }: SignInFrameProps) {
  const tenantName = useSignInProviders().data?.tenantName;
  return (
    <div className="hd-public hd-public-login">
      <div className={wide ? 'hd-card hd-card-wide' : 'hd-card'}>
        <header className="hd-card-heading">
          <h1>{APP_NAME}</h1>
          {/* The tenant's name, once known. */}
          <p>{tenantName ?? '\u00a0'}</p>
        </header>
        {heading && <h2 className="hd-page-heading">{heading}</h2>}
        {children}
      </div>
    </div>
  );
}
