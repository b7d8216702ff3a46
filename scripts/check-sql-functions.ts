import { checkFunctionFiles, functionsFolder, listFunctionFiles } from '@chaba/db/database-functions';

/**
 * CI's check of the SQL money engine's source files (decision 42): each at most 80 lines, opening
 * with a comment of what it guarantees, and making functions only. Exits 1 naming each problem.
 */
const problems = checkFunctionFiles();
for (const problem of problems) console.error(problem);
console.log(
  `${listFunctionFiles().length} function files in ${functionsFolder}: ${problems.length} problems`,
);
process.exitCode = problems.length > 0 ? 1 : 0;
