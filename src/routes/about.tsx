export function About() {
  return <h1>About me</h1>
}
