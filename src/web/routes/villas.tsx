export default function Page() {
  return <h1>villas</h1>;
}
