// The night's session: players, running totals, every hand. (Being built.)
export default function SessionScreen() {
  return <h1 className="text-xl font-bold">Session</h1>;
}
