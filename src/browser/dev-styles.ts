// Every component's stylesheet, for the dev server's pages (dev.ts). A module of its own because
// Vite lifts an eager glob's imports above the module's others: in dev.ts they would come before
// styles/layers.css, and the first `@layer components` would then set the layers' order.
import.meta.glob('../**/*.module.css', { eager: true })
