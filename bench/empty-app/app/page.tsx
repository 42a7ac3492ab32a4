import { TapButton } from './tap-button';

export const metadata = {
  title: 'Empty page',
  description: 'Next.js baseline for the JavaScript budget and the phone bench.',
};

export default function Page() {
  return (
    <main>
      <p>Empty page.</p>
      <TapButton />
    </main>
  );
}
