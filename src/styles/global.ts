// The site's global styles, in the order the cascade reads them: layers.css first, to fix the
// order of the layers before any component's appears. The server's build (entry-server.tsx)
// imports them into the one stylesheet every page links; the dev server's pages, one by one.
import './layers.css'
import './tokens.css'
import 'virtual:theme.css'
import './base.css'
import './print.css'
import './forced-colors.css'
import '../layout/trailing-cursor.css'
