/** The smallest App Router layout: the baseline the JavaScript budget is measured against. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
