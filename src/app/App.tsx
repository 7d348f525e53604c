// The app shell. The screens arrive with their issues; for now the front door says what is coming.
export function App() {
  return (
    <main className="mx-auto max-w-xl p-4">
      <h1 className="text-2xl font-bold">Tai Table</h1>
      <p>Mahjong scorer for Singapore tables.</p>
    </main>
  );
}
