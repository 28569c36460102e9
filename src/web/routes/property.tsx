export default function Page() {
  return <h1>property</h1>;
}
