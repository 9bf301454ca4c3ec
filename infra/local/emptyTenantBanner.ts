/**
 * What `npm start` prints for a tenant without demo data (`HELPDESK_DEMO=false`): while it has no
 * central admin, how to create the first (`npm run tenant -- bootstrap`, which is refused once one
 * exists); after that, how to sign in.
 */
export function emptyTenantBanner(hasCentralAdmin: boolean, env: Record<string, string | undefined>): string {
  if (hasCentralAdmin) {
    return `Tenant without demo data. Sign in as its central admin; a forgotten password is reset with
"Forgot password?" on the sign-in page (the link goes to the inbox above).`;
  }
  const settings = [
    ...(env.PORT ? [`PORT=${env.PORT}`] : []),
    ...(env.HELPDESK_DATA_DIR ? [`HELPDESK_DATA_DIR=${env.HELPDESK_DATA_DIR}`] : []),
  ];
  const prefix = settings.length > 0 ? `${settings.join(' ')} ` : '';
  return `Empty tenant (no demo data). Create its first central admin, from another terminal:
  ${prefix}npm run tenant -- bootstrap --admin-email <e-mail> --admin-name "<full name>"
It prints a single-use set-password link (also mailed to the inbox above).`;
}
