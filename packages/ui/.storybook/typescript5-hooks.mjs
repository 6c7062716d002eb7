// Module resolution hooks for Storybook's Node side (registered by `typescript5.ts`): the props-table
// plugin and react-docgen-typescript ask for `typescript`, which here is TypeScript 7 (no JS compiler
// API); they get TypeScript 5.9 (the `typescript5` devDependency alias) instead. Nothing else changes.
const DOCGEN =
  /[\\/]node_modules[\\/](@joshwooding[\\/]vite-plugin-react-docgen-typescript|react-docgen-typescript)[\\/]/;

export async function resolve(specifier, context, nextResolve) {
  if (
    (specifier === 'typescript' || specifier.startsWith('typescript/')) &&
    DOCGEN.test(context.parentURL ?? '')
  )
    return nextResolve(specifier.replace(/^typescript/, 'typescript5'), context);
  return nextResolve(specifier, context);
}
