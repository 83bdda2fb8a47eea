// What the dev server's pages run (document/document.tsx): React's fast refresh, every style, then
// the page's script. A build links the one stylesheet the server's build writes; here Vite injects
// every file's, and updates each as it changes.
import '@vitejs/plugin-react/preamble'
import '../styles/global.ts'
import './dev-styles.ts'
import './entry.ts'
