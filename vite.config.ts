import react from '@vitejs/plugin-react'
import { imagetools } from 'vite-imagetools'
import { defineConfig } from 'vitest/config'
import { BASE_PATH } from './src/content/deploy.ts'

export default defineConfig({
  base: process.env.BASE_PATH ?? BASE_PATH,
  plugins: [react(), imagetools()],
  define: {
    'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
  },
})
