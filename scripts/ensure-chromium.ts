// Part of `npm test`: makes sure Debian's Chromium is there for the browser tests,
// installing it with apt-get when this machine allows, else failing with how to.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

if (existsSync(CHROMIUM_PATH)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!hasApt || (!isRoot && !existsSync('/usr/bin/sudo'))) {
  console.error(`Chromium is missing at ${CHROMIUM_PATH} and cannot be installed here.\nInstall Chromium (Debian: apt-get install -y chromium) or set CHROME_PATH to a Chromium binary, then run npm test again.`);
  process.exit(1);
}
const sudo = isRoot ? '' : 'sudo ';
console.log('Installing Debian Chromium for the browser tests (apt-get install chromium)…');
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, { stdio: 'inherit' });
} catch {
  console.error('apt-get could not install chromium. Install it by hand (apt-get install -y chromium) or set CHROME_PATH.');
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing; set CHROME_PATH.`);
  process.exit(1);
}
