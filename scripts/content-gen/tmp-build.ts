import { writeFileSync, mkdirSync } from 'node:fs';
import { sectionContent } from '@ascend/contract';
import { boardAndPieces } from './sections/01-board-and-pieces.ts';
import { rulesAndFirstFights } from './sections/02-rules-and-first-fights.ts';
mkdirSync('/tmp/content-s', { recursive: true });
writeFileSync('/tmp/content-s/01.json', JSON.stringify(sectionContent.parse(boardAndPieces), null, 2));
writeFileSync('/tmp/content-s/02.json', JSON.stringify(sectionContent.parse(rulesAndFirstFights), null, 2));
