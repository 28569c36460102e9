export default function Page() {
  return <h1>location</h1>;
}
