// The dev server's styles (scripts/dev.mjs adds this to every page): a build links the one
// stylesheet the server's build writes; here Vite injects every file's, and updates each as it
// changes. layers.css first: it fixes the cascade order before any component's layer appears.
import './layers.css'
import './tokens.css'
import 'virtual:theme.css'
import './base.css'
import './print.css'
import '../layout/trailing-cursor.css'

import.meta.glob('../**/*.module.css', { eager: true })
