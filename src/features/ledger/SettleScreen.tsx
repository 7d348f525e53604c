// Settle up: the share table, each hand's payments, running totals and who pays whom. (Being built.)
export default function SettleScreen() {
  return <h1 className="text-xl font-bold">Settle up</h1>;
}
