export default function Page() {
  return <h1>booking</h1>;
}
