export default function Page() {
  return <h1>reviews</h1>;
}
