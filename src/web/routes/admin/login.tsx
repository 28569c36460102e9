export default function Page() {
  return <h1>Staff Sign In</h1>;
}
