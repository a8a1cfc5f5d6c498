/**
 * @module
 * Indexes the build's files (assets-fs.ts) in a process of its own, which writes the index's
 * bytes to its standard output and ends. After a build, indexing compresses tens of thousands of
 * files: the compressors' native memory, once freed, stays in the allocator of the process that
 * used it (in a thread of the server's own, 35 MB of its resident memory at ready, measured), and
 * reading the entries leaves megabytes of garbage. A process gives all of it back when it ends.
 */
import { indexFiles } from './assets-fs.ts';
import { readSiteFiles } from './site-files-fs.ts';

const [outDir, cacheDir, record] = process.argv.slice(2);
if (!outDir || !cacheDir || !record) throw new Error('usage: index-process <outDir> <cacheDir> <site files record>');
const siteFiles = readSiteFiles(record, outDir);
if (!siteFiles) throw new Error(`${outDir} has no record of its site's files (${record}) made for it: run npm run build`);
process.stdout.write(new Uint8Array(indexFiles(outDir, cacheDir, siteFiles).buffer));
