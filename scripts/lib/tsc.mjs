// The type checker and emitter of the project's own builds: TypeScript 7, the native compiler
// (installed as `typescript-7`, an alias of typescript@7). The same checks as TypeScript 5.9 in
// about a third of the CPU (the server's `tsc -b` from scratch: 11 CPU-s instead of 25-34 on the
// 2-core machine; the rest of the project: 9 instead of 24-31), and the same JavaScript out.
// TypeScript 5.9 stays installed as `typescript` for the tools that load the compiler as a library
// (typescript-eslint's parser, dependency-cruiser): TypeScript 7 has no such API yet.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `tsc` of TypeScript 7, as a command line: [node, its bin script] (the package exports no bin path). */
export const tsc = [process.execPath, path.join(root, 'node_modules/typescript-7/bin/tsc')];
