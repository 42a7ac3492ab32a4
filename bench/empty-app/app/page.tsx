export const metadata = { title: 'Empty page', description: 'Next.js baseline for the JavaScript budget.' };

export default function Page() {
  return <p>Empty page.</p>;
}
