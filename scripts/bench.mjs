// `npm run bench`: the DataGrid benchmark (not part of `npm test`). The harness lives in bench/.
await import('../bench/run.mjs');
