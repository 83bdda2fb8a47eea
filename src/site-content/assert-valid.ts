import { content } from './content.ts'
import { assertValidContent } from './validate.ts'

// Imported first by entry-server, so a mistake in the content stops the server render (and the
// dev server's overlay shows it) with its message before any page reads the content.
assertValidContent(content)
