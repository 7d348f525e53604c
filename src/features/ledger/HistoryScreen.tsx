// Past nights, backups and spreadsheets. (Being built.)
export default function HistoryScreen() {
  return <h1 className="text-xl font-bold">Past nights</h1>;
}
