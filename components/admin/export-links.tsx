/** "Export CSV · Export JSON": links to an export route of the organiser area, given its URL per format. */
export function ExportLinks({ href }: { href: (format: 'csv' | 'json') => string }) {
  return (
    <>
      <a href={href('csv')} className="underline">
        Export CSV
      </a>{' '}
      ·{' '}
      <a href={href('json')} className="underline">
        Export JSON
      </a>
    </>
  );
}
