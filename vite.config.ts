import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page loads React and React Router whole: one chunk for them instead of the
            // half dozen slices automatic chunking made (fewer requests, better compression).
            codeSplitting: {
              groups: [{ name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
            },
          },
        },
      },
    },
  },
  server: { allowedHosts: true },
  preview: { allowedHosts: true },
});
