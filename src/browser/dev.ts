// What the dev server's pages run (document/document.tsx): React's fast refresh, every style, then
// the page's script. A build links the one stylesheet the server's build writes; here Vite injects
// every file's, and updates each as it changes. layers.css first: it fixes the cascade order
// before any component's layer appears.
import '@vitejs/plugin-react/preamble'
import '../styles/layers.css'
import '../styles/tokens.css'
import 'virtual:theme.css'
import '../styles/base.css'
import '../styles/print.css'
import '../styles/forced-colors.css'
import '../layout/trailing-cursor.css'
import './entry.ts'

import.meta.glob('../**/*.module.css', { eager: true })
