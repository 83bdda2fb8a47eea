// A port for a server of one's own: the system picks one nothing listens on, and it is let go at once.
import { once } from 'node:events'
import { createServer } from 'node:net'

/** A free port on 127.0.0.1, where the static and dev servers listen. */
export async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address()
  probe.close()
  await once(probe, 'close')
  return port
}
