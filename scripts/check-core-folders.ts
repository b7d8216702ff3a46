/**
 * Part of `npm run lint` (decision 46): fails when core's folders import one another in a cycle, or
 * when core's other folders, the server or a script import a file that its folder does not name in
 * its `public.json`. Prints each cycle with the imports that make it.
 */
import path from 'node:path';
import {
  coreImports,
  coreSource,
  cycles,
  folderGraph,
  isTest,
  manifestProblems,
  privateImports,
  repositoryRoot,
  sourceFiles,
} from './core-folders';

const relative = (file: string) => path.relative(repositoryRoot, file);
const core = sourceFiles(coreSource).filter((file) => !isTest(file));
const users = ['apps/server/src', 'scripts'].flatMap((folder) =>
  sourceFiles(path.join(repositoryRoot, folder)).filter((file) => !isTest(file)),
);
const graph = folderGraph(coreImports(core));
const problems = manifestProblems();
for (const problem of problems) console.log(problem);
let failed = problems.length > 0;
for (const cycle of cycles(graph)) {
  failed = true;
  console.log(`core: the folders ${cycle.join(', ')} import one another in a cycle:`);
  for (const from of cycle)
    for (const [to, imports] of graph.get(from) ?? [])
      if (cycle.includes(to))
        console.log(`  ${from} -> ${to}: ${[...new Set(imports.map((i) => relative(i.from)))].join(', ')}`);
}
for (const { from, to } of privateImports(coreImports([...core, ...users]))) {
  failed = true;
  console.log(`${relative(from)} imports ${relative(to)}, which its folder's public.json does not name`);
}
if (failed) process.exitCode = 1;
else console.log('core: no folder-level import cycle; each folder imported only through its public files');
