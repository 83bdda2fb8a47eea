import { site } from '../content/site.ts'

export function Home() {
  return <h1>{site.identity.fullName}</h1>
}
