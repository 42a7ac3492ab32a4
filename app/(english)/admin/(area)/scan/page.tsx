import { RegisterServiceWorker } from '@/components/programme/register-service-worker';
import { Scanner } from '@/components/scanner/scanner';
import { pageUser } from '@/lib/authz';

export const metadata = { title: 'Scanner' };

/** The gate scanner, for gate staff and organisers; it keeps working offline once opened. */
export default async function ScanPage() {
  await pageUser('check-in');
  return (
    <>
      <Scanner />
      <RegisterServiceWorker area="scanner" />
    </>
  );
}
